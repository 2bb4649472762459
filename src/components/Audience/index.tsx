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
      {/* The spaces keep words apart in the page's text; flex layout does not render them. */}
      <span className={styles.label}>For</span>{' '}
      {audiences.map((audience) => (
        <React.Fragment key={audience}>
          <span className={styles.badge}>{LABELS[audience]}</span>{' '}
        </React.Fragment>
      ))}
    </p>
  );
}
