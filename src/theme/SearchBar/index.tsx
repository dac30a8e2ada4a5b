import type {ReactNode} from 'react';
import SiteSearch from '@site/src/components/SiteSearch';

/** The navbar's search item: the site's own search (no search plugin provides one). */
export default function SearchBar(): ReactNode {
  return <SiteSearch />;
}
