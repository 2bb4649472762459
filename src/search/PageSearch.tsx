import React, {type ReactNode} from 'react';
import SearchBar from '@theme/SearchBar';

/** The site's search box (src/theme/SearchBar) as a page's main field, on the home and not-found pages; it opens
 * the navbar's search dialog. */
export default function PageSearch(): ReactNode {
  return (
    <div role="search" className="page-search">
      <SearchBar />
    </div>
  );
}
