/**
 * A page opened at a #fragment it lacks, such as a section the other release does not have, reached through the
 * version menu, opens at its top. Docusaurus scrolls to the fragment's element and, when there is none, not at
 * all, which leaves the reader at the last page's scroll position.
 */
import type {ClientModule} from '@docusaurus/types';

const missingAnchor: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    if (!document.getElementById(decodeURIComponent(location.hash.slice(1)))) window.scrollTo(0, 0);
  },
};

export default missingAnchor;
