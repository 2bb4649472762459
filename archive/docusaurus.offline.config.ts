/**
 * One release's offline copy: its docs as a site that works opened from disk
 * (file://) or from any static server, with Docusaurus's hash router, search
 * in the page and no request outside itself. scripts/offline.mjs builds it
 * once per inputs, adds the search index and zips it.
 */
import {releaseSite, releaseToBuild} from './release-site';

export default releaseSite(releaseToBuild(), 'offline');
