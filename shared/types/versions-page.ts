/** The data of the versions page: written in Node by site/plugins/versions-page/index.ts, rendered by src/components/VersionsPage. */
import type {ReleaseStatus} from '../releases/status';

export type ReleaseRow = {
  version: string;
  status: ReleaseStatus;
  /** YYYY-MM-DD, from the `released` front matter of its release notes, when it has notes. */
  released?: string;
  /** Its docs' entry page: /docs/getting-started/, /docs/X.Y.Z/getting-started/. */
  docs: string;
  notes?: string;
  /** The generated page of what changed from the release before it, if any. */
  changes?: {from: string; path: string};
};
