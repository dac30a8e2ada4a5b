/** What the archive needs of a post. */
export type ArchivePost = {readonly date: string; readonly title: string; readonly permalink: string};

export type ArchiveYear<P extends ArchivePost> = {readonly year: string; readonly posts: readonly P[]};

/**
 * The archive's years and posts, newest first, as the blog list orders them.
 * Sorted here rather than trusted from the input: the theme's own archive
 * reversed the blog's order. Dates are ISO strings, so they sort as text;
 * posts of the same day keep the order they came in.
 */
export function archiveByYear<P extends ArchivePost>(posts: readonly P[]): ArchiveYear<P>[] {
  const newestFirst = [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const years = new Map<string, P[]>();
  for (const post of newestFirst) {
    const year = post.date.slice(0, 4);
    if (!/^\d{4}$/.test(year)) throw new Error(`Blog archive: ${post.permalink} has no ISO date (${JSON.stringify(post.date)}).`);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, yearPosts]) => ({year, posts: yearPosts}));
}
