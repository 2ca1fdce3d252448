import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Showcase as ShowcaseCopy} from '@site/src/data/landing';
import styles from './styles.module.css';

type Props = {
  showcase: ShowcaseCopy;
  /** The illustration, drawn with the parts in ../Diagram. */
  children: ReactNode;
};

/** One thing secureCodeBox does differently: a heading, a few sentences, the guides it leads into and its illustration. */
export default function Showcase({showcase, children}: Props): ReactNode {
  return (
    <article className={styles.showcase} aria-labelledby={`${showcase.id}-title`}>
      <div className={styles.copy}>
        <h3 id={`${showcase.id}-title`} className={styles.title}>
          {showcase.title}
        </h3>
        <p>{showcase.text}</p>
        <ul className={styles.links}>
          {showcase.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                {link.label}&nbsp;<span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.figure}>{children}</div>
    </article>
  );
}
