/** Throw-away copies of this repository's site (scripts/lib/temp-site.ts). */
import path from 'node:path';

import {createTempSite as copySite, removeTempSite} from '../../scripts/lib/temp-site';

export const REPO = path.resolve(__dirname, '../..');

export const createTempSite = (prefix: string): string => copySite(REPO, prefix);

export {removeTempSite};
