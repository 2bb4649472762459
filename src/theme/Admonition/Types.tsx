/** Wrapped: Docusaurus renders an admonition type only through this map, so `:::result`, a procedure's
 * expected result (CONTRIBUTING.md, "Admonitions and steps"), is added here. */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import AdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

/** A tick in a circle: what the reader should see once the steps are done. */
function IconResult(): ReactNode {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0zm3.7 5.7-4.5 5a.8.8 0 0 1-1.1.1L3.8 8.9a.8.8 0 1 1 1-1.2l1.7 1.4 4-4.4a.8.8 0 0 1 1.2 1z" />
    </svg>
  );
}

/** In Infima's primary colours, which no default type uses, so it stands apart from note and tip. */
function AdmonitionTypeResult(props: Props): ReactNode {
  return (
    <AdmonitionLayout
      icon={<IconResult />}
      title="Expected result"
      {...props}
      className={clsx('alert alert--primary', props.className)}>
      {props.children}
    </AdmonitionLayout>
  );
}

export default {
  ...AdmonitionTypes,
  result: AdmonitionTypeResult,
};
