import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LandingCard} from '@site/src/data/landing';
import styles from './styles.module.css';

/** A responsive grid of titled cards, each ending in a link into the docs. */
export default function CardGrid({cards}: {cards: readonly LandingCard[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.title} className={styles.card}>
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.text}</p>
          <Link to={card.to} className={styles.link}>
            {card.linkLabel} <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
