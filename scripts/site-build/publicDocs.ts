import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import matter from 'gray-matter';
import {isUnderPath} from '../../src/access/paths';
import {isCategoryIndexDoc} from '../../src/docs/categoryIndex';

/** Front matter a stub keeps: what places the page in the sidebar and names it, nothing of its content. */
const KEPT_FRONT_MATTER = [
  'id',
  'slug',
  'title',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'sidebar_key',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'displayed_sidebar',
  'unlisted',
  'draft',
  // The language its title is in.
  'lang',
] as const;

export const STUB_DESCRIPTION = 'Sign in to read this lesson.';
export const STUB_BODY =
  'This page is part of the course programmes for signed-in learners. [Sign in](/login) to read it.\n';

/** The docs-relative prefixes (e.g. `Programs`) that protected site paths (e.g. `/docs/Programs`) cover. */
export function protectedDocPrefixes(protectedPaths: readonly string[]): string[] {
  return protectedPaths
    .filter((path) => path.startsWith('/docs/'))
    .map((path) => path.slice('/docs/'.length).replace(/\/+$/, ''))
    .filter((prefix) => prefix !== '');
}

// The same rule the guard applies to URLs (whole segments, any case), so a file the
// server treats as protected can never reach the public build in full.
const under = (path: string, prefix: string) => isUnderPath(`/${path}`, `/${prefix}`);

/** A doc is protected by where its file lives, or by a `slug` that moves it under a protected path. */
export function isProtectedDoc(
  relativePath: string,
  frontMatter: Record<string, unknown>,
  prefixes: readonly string[],
): boolean {
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug.replace(/^\/+/, '') : null;
  return prefixes.some((prefix) => under(relativePath, prefix) || (slug !== null && under(slug, prefix)));
}

/**
 * The stub that replaces a protected doc in the public build: same place and
 * title in the sidebar, no content. A programme's or module's own page also
 * keeps its description, the summary a visitor reads before signing in (what
 * they will build); a lesson's description is part of the lesson and goes.
 * The public build shows every stub as the sign-in invitation
 * (src/docs/publicRoutes.ts, src/components/LessonSignInPage).
 */
export function stubDoc(raw: string, keepsDescription = false): string {
  const {data} = matter(raw);
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    throw new Error('A protected doc needs a `title` in its front matter: its stub shows only that, never its body.');
  }
  const kept = Object.fromEntries(KEPT_FRONT_MATTER.filter((key) => key in data).map((key) => [key, data[key]]));
  const description = keepsDescription && typeof data.description === 'string' ? data.description : STUB_DESCRIPTION;
  return matter.stringify(STUB_BODY, {...kept, description, hide_table_of_contents: true});
}

const isDoc = (file: string) => /\.mdx?$/.test(file);
const isCategory = (file: string) => /(^|\/)_category_\.(json|ya?ml)$/.test(file);

/**
 * Writes the public build's docs: a copy of `sourceDir` where every
 * protected doc is a stub and no other file from a protected folder
 * (images, data) is copied. Returns how many docs were stubbed.
 */
export function writePublicDocs(sourceDir: string, targetDir: string, protectedPaths: readonly string[]): number {
  const prefixes = protectedDocPrefixes(protectedPaths);
  rmSync(targetDir, {recursive: true, force: true});
  let stubbed = 0;
  for (const entry of readdirSync(sourceDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const absolute = join(entry.parentPath, entry.name);
    const relativePath = absolute
      .slice(sourceDir.length + 1)
      .split('\\')
      .join('/');
    const target = join(targetDir, relativePath);
    const inProtectedFolder = prefixes.some((prefix) => under(relativePath, prefix));
    if (isDoc(relativePath)) {
      const raw = readFileSync(absolute, 'utf8');
      mkdirSync(dirname(target), {recursive: true});
      if (isProtectedDoc(relativePath, matter(raw).data, prefixes)) {
        try {
          writeFileSync(target, stubDoc(raw, isCategoryIndexDoc(relativePath)));
        } catch (error) {
          throw new Error(`${absolute}: ${(error as Error).message}`, {cause: error});
        }
        stubbed += 1;
      } else {
        writeFileSync(target, raw);
      }
    } else if (!inProtectedFolder || isCategory(relativePath)) {
      mkdirSync(dirname(target), {recursive: true});
      cpSync(absolute, target);
    }
  }
  return stubbed;
}
