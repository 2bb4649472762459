/**
 * One archived version as a self-contained site under /docs/<version>/: the
 * production site with only that version's docs, its own assets, search
 * index, sitemap and llms files, and links to the rest of the site as plain
 * page loads (another build's routes are not in this one's router).
 * scripts/archives.mjs builds it once per inputs and merges it into build/.
 */
import {releaseSite, releaseToBuild} from './release-site';

export default releaseSite(releaseToBuild(), 'archive');
