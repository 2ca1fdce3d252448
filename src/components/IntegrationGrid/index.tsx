import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {integrationPath, integrationsOfKind, type IntegrationKind} from '@site/src/data/integrations';
import styles from './styles.module.css';

type Props = {
  kind: IntegrationKind;
  /** Heading level of each card title: 4 below the landing page's group headings, 2 on a docs overview so the ToC lists them. */
  headingLevel?: 2 | 3 | 4;
};

/** Every scanner or hook of the catalogue as a linked card with its one-line summary. */
export default function IntegrationGrid({kind, headingLevel = 4}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid} data-kind={kind}>
      {integrationsOfKind(kind).map((integration) => (
        <li key={integration.slug} className={styles.item}>
          <Link to={integrationPath(integration)} className={styles.card}>
            <span className={styles.category}>{integration.category}</span>
            <Heading className={styles.name} id={headingLevel === 2 ? integration.slug : undefined}>
              {integration.name}
            </Heading>
            <span className={styles.summary}>{integration.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
