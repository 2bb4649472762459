/** Throw-away copies of this repository's site (scripts/lib/temp-site.ts). */
import {createTempSite as copySite, removeTempSite} from '../../scripts/lib/temp-site';
import {REPO} from './releases';

export const createTempSite = (prefix: string): string => copySite(REPO, prefix);

export {removeTempSite};
