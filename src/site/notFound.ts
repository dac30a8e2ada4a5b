/** The not-found page's words; the browser tests assert on these same constants. */
export const NOT_FOUND_TEXT = {
  // Docusaurus's own title, so that every not-found page reads "Page Not Found | Projects".
  title: 'Page Not Found',
  lead: 'There is no page at this address. It may have moved, or the link may have a typo.',
  searchLabel: 'Search the site',
  searchButton: 'Search',
  home: 'Home page',
  homeHint: 'What you can learn here',
  programmes: 'All programmes',
  programmesHint: 'Every course and hands-on programme',
} as const;
