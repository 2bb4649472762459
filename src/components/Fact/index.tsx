import {type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

import {factValue, facts, isFactName} from '@site/shared/facts';
import {Quantities} from '@site/src/components/Prose';

/** A shared number (shared/data/facts.json) as the release read has it; an unknown one fails the build. */
export default function Fact({name}: {name: string}): ReactNode {
  const {version} = useDocsVersion();
  if (!isFactName(name)) throw new Error(`<Fact name="${name}" />: no such fact in shared/data/facts.json`);
  const value = factValue(facts[name], version);
  if (value === undefined) throw new Error(`<Fact name="${name}" />: release ${version} does not have this fact`);
  return <Quantities text={value} />;
}
