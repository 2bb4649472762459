// Stands in for @docusaurus/utils-common in the bundles (see ./index.ts): the
// same exports, taken from the package's own modules, without its index's
// `require("tslib")`.
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {addPrefix, removeSuffix, addSuffix, removePrefix} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';
export const blogPostContainerID = '__blog-post-container';
