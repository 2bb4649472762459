import React, {type ReactNode} from 'react';

import {AUDIENCES} from '@site/shared/constants';
import styles from './styles.module.css';

export type AudienceName = keyof typeof AUDIENCES;

type Props = {
  /** Who the page is written for. */
  for: AudienceName[];
};

/** The readers a page is written for, shown under its title. */
export default function Audience({for: audiences}: Props): ReactNode {
  return (
    <p className={styles.audience}>
      {/* The spaces keep words apart in the page's text; flex layout does not render them. */}
      <span className={styles.label}>For</span>{' '}
      {audiences.map((audience) => (
        <React.Fragment key={audience}>
          <span className={styles.badge}>{AUDIENCES[audience]}</span>{' '}
        </React.Fragment>
      ))}
    </p>
  );
}
