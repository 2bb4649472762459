import React, {type ReactNode} from 'react';

import RefTable from '@site/src/components/RefTable';
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

/**
 * The reference block of one script API method: signature, parameters,
 * return value and errors, in the same shape on every API page. The method's
 * heading and runnable example stay in Markdown around it, so they reach the
 * table of contents and the code checks.
 */
export default function ApiMethod({signature, returns, returnsDescription, since, params, errors}: Props): ReactNode {
  return (
    <div className={styles.method}>
      <p className={styles.signature}>
        <code>{signature}</code> <Since version={since} />
      </p>
      {params.length > 0 ? (
        <RefTable
          caption="Parameters"
          columns={['Name', 'Type', 'Required', 'Default', 'Description']}
          rows={params.map((param) => ({
            key: param.name,
            cells: [
              <code key="name">{param.name}</code>,
              <code key="type">{param.type}</code>,
              param.required ? 'Yes' : 'No',
              param.default === undefined ? '—' : <code key="default">{param.default}</code>,
              param.description,
            ],
          }))}
        />
      ) : (
        <p>No parameters.</p>
      )}
      <p>
        <strong>Returns</strong> <code>{returns}</code>: {returnsDescription}
      </p>
      {errors.length > 0 && (
        <>
          <p className={styles.errorsTitle}>
            <strong>Throws</strong> <code>AINError</code> with code:
          </p>
          <ul>
            {errors.map((error) => (
              <li key={error.code}>
                <code>{error.code}</code>: {error.when}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
