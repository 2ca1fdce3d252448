import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type SectionProps = {
  id: string;
  title: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
};

/** A landing-page band: a heading that names the section, an optional lead, then content. */
export default function Section({id, title, lead, tinted = false, children}: SectionProps): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, tinted && styles.tinted)}>
      <div className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
