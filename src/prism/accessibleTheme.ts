import type {PrismTheme} from 'prism-react-renderer';
import {ensureContrast, parseColor, toHex} from './contrast';

/** WCAG AA for normal-size text. */
const AA_TEXT = 4.5;

/**
 * A copy of a Prism theme whose token colours all reach WCAG AA contrast
 * against its background. The stock themes fall short on comments, numbers
 * and booleans, which axe reports on every page with code.
 */
export function withMinimumContrast(theme: PrismTheme, minRatio: number = AA_TEXT): PrismTheme {
  const background = parseColor(theme.plain.backgroundColor ?? '#ffffff');
  const fix = (color: string | undefined) =>
    color === undefined ? undefined : toHex(ensureContrast(parseColor(color, background), background, minRatio));
  return {
    plain: {...theme.plain, color: fix(theme.plain.color)},
    styles: theme.styles.map((entry) => ({...entry, style: {...entry.style, color: fix(entry.style.color)}})),
  };
}
