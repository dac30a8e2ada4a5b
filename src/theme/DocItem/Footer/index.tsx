import type {ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import ProgressSlot from '@site/src/components/ProgressSlot';
import {stableLessonId} from '@site/src/progress/lessonId';

type Props = WrapperProps<typeof FooterType>;

/** Whether a category of the sidebar has this page as its own page. */
const isCategoryPage = (items: readonly PropSidebarItem[], permalink: string): boolean =>
  items.some((item) => item.type === 'category' && (item.href === permalink || isCategoryPage(item.items, permalink)));

/** Puts "Mark as done" at the end of a lesson, or "x of y done" at the end of a category's own page. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const sidebar = useDocsSidebar();
  return (
    <>
      {sidebar && isCategoryPage(sidebar.items, metadata.permalink) ? (
        <ProgressSlot kind="group" group={metadata.permalink} />
      ) : (
        <ProgressSlot kind="mark" lesson={stableLessonId(metadata.id, frontMatter)} />
      )}
      <Footer {...props} />
    </>
  );
}
