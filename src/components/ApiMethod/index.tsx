import React, {type ReactNode} from 'react';

import CodeInline from '@theme/CodeInline';
import Prose from '@site/src/components/Prose';
import RefTable, {DefaultValue} from '@site/src/components/RefTable';
import Since from '@site/src/components/Since';
import styles from './styles.module.css';

export type ApiParam = {
  name: string;
  type: string;
  required: boolean;
  /** Used when the parameter is omitted; only for optional parameters. */
  default?: string;
  description: string;
};

export type ApiError = {
  /** An `AINError` code, e.g. `RATE_LIMITED`. */
  code: string;
  when: string;
};

type Props = {
  /** The call as a reader writes it, e.g. `send(prompt, options)`. */
  signature: string;
  returns: string;
  /** What the return value holds. */
  returnsDescription: string;
  since: string;
  params: ApiParam[];
  errors: ApiError[];
};

/** A parameter's name; an option's (`options.conversationId`) may wrap after its dot, so the name column
 * leaves the description room. */
function ParamName({name}: {name: string}): ReactNode {
  const [head, ...rest] = name.split(/(?<=\.)/);
  if (rest.length === 0) return <CodeInline>{name}</CodeInline>;
  return (
    <CodeInline className="code-wrap">
      {head}
      {rest.map((part) => (
        <React.Fragment key={part}>
          <wbr />
          {part}
        </React.Fragment>
      ))}
    </CodeInline>
  );
}

/** One script API method's signature, parameters, return value and errors; its heading and example stay in
 * Markdown, for the table of contents and the code checks. */
export default function ApiMethod({signature, returns, returnsDescription, since, params, errors}: Props): ReactNode {
  return (
    <div className={styles.method}>
      <p className={styles.signature}>
        <CodeInline>{signature}</CodeInline> <Since version={since} />
      </p>
      {params.length > 0 ? (
        <RefTable
          caption="Parameters"
          columns={['Name', 'Type', 'Required', 'Default', {heading: 'Description', name: 'Description', prose: true}]}
          rows={params.map((param) => ({
            key: param.name,
            cells: [
              <ParamName key="name" name={param.name} />,
              <CodeInline key="type">{param.type}</CodeInline>,
              param.required ? 'Yes' : 'No',
              <DefaultValue key="default" value={param.default} />,
              <Prose key="description" text={param.description} />,
            ],
          }))}
        />
      ) : (
        <p>No parameters.</p>
      )}
      <p>
        <strong>Returns</strong> <CodeInline>{returns}</CodeInline>: <Prose text={returnsDescription} />
      </p>
      {errors.length > 0 && (
        <>
          <p className={styles.errorsTitle}>
            <strong>Throws</strong> <CodeInline>AINError</CodeInline> with code:
          </p>
          <ul>
            {errors.map((error) => (
              <li key={error.code}>
                <CodeInline>{error.code}</CodeInline>: <Prose text={error.when} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
