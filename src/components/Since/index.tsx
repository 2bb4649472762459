import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

type Props = {
  /** The release that introduced what this marks, e.g. "1.12.0". */
  version: string;
};

/** Marks a feature, method, property or paragraph as new in a release. Its words are set apart (`em`) for text
 * read without the page's styles, such as the Markdown twins, where a bare "Since 1.12.0" would run into the
 * sentence. */
export default function Since({version}: Props): ReactNode {
  return (
    <span className={styles.since} title={`Available since AIN ${version}`}>
      <em>Since {version}</em>
    </span>
  );
}
