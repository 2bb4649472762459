import React, {type ReactNode} from 'react';

import styles from './styles.module.css';

const LABELS = {
  administrators: 'Administrators',
  integrators: 'Integrators',
  developers: 'Developers',
} as const;

export type AudienceName = keyof typeof LABELS;

type Props = {
  /** Who the page is written for. */
  for: AudienceName[];
};

/** The readers a page is written for, shown under its title. */
export default function Audience({for: audiences}: Props): ReactNode {
  return (
    <p className={styles.audience}>
      <span className={styles.label}>For</span>
      {audiences.map((audience) => (
        <span key={audience} className={styles.badge}>
          {LABELS[audience]}
        </span>
      ))}
    </p>
  );
}
