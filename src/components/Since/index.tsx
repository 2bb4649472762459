import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

type Props = {
  /** The release that introduced what this marks, e.g. "1.12.0". */
  version: string;
};

/** Marks a feature, method, property or paragraph as new in a release. */
export default function Since({version}: Props): ReactNode {
  return (
    <span className={styles.since} title={`Available since AIN ${version}`}>
      Since {version}
    </span>
  );
}
