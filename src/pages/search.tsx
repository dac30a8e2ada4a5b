import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import SearchResults from '@site/src/components/SearchResults';
import {searchPageUrl} from '@site/src/components/SiteSearch';
import {SEARCH_TEXT} from '@site/src/search/text';

/** Typing waits this long before the address bar follows, so Back does not step through every letter. */
const URL_UPDATE_MS = 400;

/** `/search?q=…`: every result for a query, shareable, and where Back returns after opening one. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The prerendered page has no query; reading it only after hydration keeps the two renders equal.
  const isBrowser = useIsBrowser();
  const fromUrl = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [query, setQuery] = useState(fromUrl);
  // A new address (the navbar's Enter, Back, a shared link) sets the query.
  const [seenUrl, setSeenUrl] = useState(fromUrl);
  if (fromUrl !== seenUrl) {
    setSeenUrl(fromUrl);
    setQuery(fromUrl);
  }

  useEffect(() => {
    if (query.trim() === fromUrl.trim()) return undefined;
    const timer = setTimeout(() => history.replace(searchPageUrl(query)), URL_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [query, fromUrl, history]);

  return (
    <Layout title={query.trim() ? `${SEARCH_TEXT.pageTitle}: ${query.trim()}` : SEARCH_TEXT.pageTitle} description={SEARCH_TEXT.placeholder}>
      <main className="container margin-vert--lg">
        <h1>{SEARCH_TEXT.pageTitle}</h1>
        <SearchResults query={query} onQueryChange={setQuery} />
      </main>
    </Layout>
  );
}
