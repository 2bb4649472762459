import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import HomeIcon from '@site/src/components/HomeIcon';
import type {CardItem} from '@site/shared/types/home-page';

type Props = {
  /** Heading of the group, also its accessible name. */
  title: string;
  id: string;
  items: CardItem[];
  /** Cards a row on a desktop: a full grid for the number of cards. */
  columns: 3 | 4;
};

/** A titled grid of link cards: `columns` a row on desktops, two on tablets, one on phones. */
export default function CardGrid({title, id, items, columns}: Props): ReactNode {
  return (
    <section className="card-grid" aria-labelledby={id}>
      {/* A plain heading: a card group needs no permalink anchor. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={id}>{title}</h2>
      <ul className={columns === 3 ? 'card-grid-three' : undefined}>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>
              {item.icon && <HomeIcon name={item.icon} className="icon-tile" />}
              <strong>{item.title}</strong>
              <span>{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
