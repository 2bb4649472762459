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
      {/* The spaces and unseen commas keep the readers apart in the page's text (screen readers, the Markdown
          twins); flex layout does not render the spaces. */}
      <span className={styles.label}>For</span>
      {audiences.map((audience, index) => (
        <React.Fragment key={audience}>
          {index > 0 && <span className="visually-hidden">,</span>}{' '}
          <span className={styles.badge}>{AUDIENCES[audience]}</span>
        </React.Fragment>
      ))}
    </p>
  );
}
