import React, {type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function ServerRendering(): ReactNode {
  return <p>Rendered at build time only.</p>;
}

/**
 * A page module whose browser build has no default export (the static build
 * needs one to render): Docusaurus must raise its "doesn't have a default
 * export" error in the browser.
 */
const NoDefaultExport = ExecutionEnvironment.canUseDOM ? undefined : ServerRendering;
export default NoDefaultExport;
