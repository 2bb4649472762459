import React, {type ReactNode} from 'react';

import CodeInline from '@theme/CodeInline';
import Prose from '@site/src/components/Prose';
import RefTable, {DefaultValue} from '@site/src/components/RefTable';
import Since from '@site/src/components/Since';

export type Property = {
  name: string;
  type: string;
  /** The value used when the property is not set; omit when there is none. */
  default?: string;
  description: string;
  /** The release that added the property, when newer than the page's feature. */
  since?: string;
};

type Props = {
  properties: Property[];
};

/** Configuration properties of a widget, form or record, in one shape everywhere. */
export default function PropertyTable({properties}: Props): ReactNode {
  return (
    <RefTable
      columns={['Property', 'Type', 'Default', {heading: 'Description', name: 'Description', prose: true}]}
      rows={properties.map((property) => ({
        key: property.name,
        cells: [
          <>
            <CodeInline>{property.name}</CodeInline>
            {property.since && (
              <>
                {' '}
                <Since version={property.since} />
              </>
            )}
          </>,
          <CodeInline key="type">{property.type}</CodeInline>,
          <DefaultValue key="default" value={property.default} />,
          <Prose key="description" text={property.description} />,
        ],
      }))}
    />
  );
}
