import {isUnderPath} from '../access/paths';

/** Where Spanish course programmes live; their pages are Spanish without saying so. */
const SPANISH_TREE = '/docs/Programs/Es';

/**
 * The language a page's content is written in, when it differs from the
 * site's (English): `lang` in front matter, or Spanish for the Spanish
 * programmes. Screen readers and search engines read the content in it.
 */
export function contentLanguage(permalink: string, frontMatterLang: unknown): string | undefined {
  if (typeof frontMatterLang === 'string' && /^[a-z]{2}(-[A-Z]{2})?$/.test(frontMatterLang)) return frontMatterLang;
  return isUnderPath(decodeURI(permalink), SPANISH_TREE) ? 'es' : undefined;
}
