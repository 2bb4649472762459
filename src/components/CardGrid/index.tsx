import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

/** One card: a title and a line of description, linking to `to`. */
export type CardItem = {
  title: string;
  description: string;
  to: string;
};

type Props = {
  /** Heading of the group, also its accessible name. */
  title: string;
  id: string;
  items: CardItem[];
};

/** A titled grid of link cards: one column on phones, up to four on desktops. */
export default function CardGrid({title, id, items}: Props): ReactNode {
  return (
    <section className={styles.group} aria-labelledby={id}>
      {/* A plain heading: a card group needs no permalink anchor. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.to} className={styles.item}>
            <Link to={item.to} className={styles.card}>
              <span className={styles.cardTitle}>{item.title}</span>
              <span className={styles.cardText}>{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
