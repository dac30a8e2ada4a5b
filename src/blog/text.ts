/** The blog archive's words; the browser tests assert on these same constants. */
export const ARCHIVE_TEXT = {
  title: 'Archive',
  description: 'Every post on the blog, newest first.',
} as const;
