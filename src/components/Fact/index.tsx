import {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {factValue, facts, isFactName, QUANTITY} from '@site/shared/facts';

/** Text whose quantities never break between the number and its unit ("60" at a line's end, "s" on the next),
 * as site/plugins/quantities keeps those of the prose. */
export function Quantities({text}: {text: string}): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const {0: quantity, index} of text.matchAll(QUANTITY)) {
    parts.push(
      text.slice(last, index),
      <span key={index} className="nowrap">
        {quantity}
      </span>,
    );
    last = index + quantity.length;
  }
  return [...parts, text.slice(last)];
}

/** A shared number (shared/data/facts.json) as the release read has it; an unknown one fails the build. */
export default function Fact({name}: {name: string}): ReactNode {
  const {version} = useDocsVersion();
  if (!isFactName(name)) throw new Error(`<Fact name="${name}" />: no such fact in shared/data/facts.json`);
  const value = factValue(facts[name], version);
  if (value === undefined) throw new Error(`<Fact name="${name}" />: release ${version} does not have this fact`);
  return <Quantities text={value} />;
}
