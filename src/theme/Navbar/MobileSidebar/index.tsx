import React, {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The theme's menu button (Navbar/MobileSidebar/Toggle). */
const TOGGLE = '.navbar__toggle';
/** What a reader does to the menu button just before opening the menu: point at it, press it, or tab to it. */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * The phone menu, drawn the first time the reader shows intent to open it
 * rather than as soon as the page has hydrated. The theme draws it, hidden,
 * on every page at phone widths: the navbar's links and, on a doc page, the
 * whole sidebar of its programme, then styles and lays them out, in the same
 * tasks as the rest of the start-up. Pointing at, pressing or focusing the
 * button comes before its click, so the menu is there to slide in; anything
 * else that opens it draws it too.
 */
export default function MobileSidebarOnIntent(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TOGGLE)) setWanted(true);
    };
    const options = {capture: true, passive: true};
    for (const type of INTENT) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, options);
    };
  }, [wanted]);
  return wanted || shown ? <MobileSidebar /> : null;
}
