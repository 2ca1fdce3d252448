import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Showcase as ShowcaseCopy} from '@site/src/data/landing';
import type {IllustrationProps} from '../Diagram';
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

/** A list of showcases, each drawn by the illustration registered under its id. */
export function ShowcaseList({
  items,
  illustrations,
  className,
}: {
  items: readonly ShowcaseCopy[];
  /** By showcase id; each section types its map by its own ids, so none is missing. */
  illustrations: Readonly<Partial<Record<ShowcaseCopy['id'], (props: IllustrationProps) => ReactNode>>>;
  className: string;
}): ReactNode {
  return (
    <div className={className}>
      {items.map((item) => {
        const Illustration = illustrations[item.id];
        if (!Illustration) throw new Error(`No illustration for the showcase ${item.id}`);
        return (
          <Showcase key={item.id} showcase={item}>
            <Illustration id={item.id} figure={item.figure} />
          </Showcase>
        );
      })}
    </div>
  );
}
