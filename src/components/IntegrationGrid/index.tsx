import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {integrationPath, integrationsOfKind, statusLabel, type IntegrationKind} from '@site/src/data/integrations';
import styles from './styles.module.css';

type Props = {
  kind: IntegrationKind;
  /** The integrations v5.8.0 ships (default), or the removed and unreleased ones whose pages stay for reference. */
  shipped?: boolean;
  /** Heading level of each card title: 4 below the landing page's group headings, 2 or 3 on a docs overview, where each card gets an id to link to. */
  headingLevel?: 2 | 3 | 4;
  /** Names without summaries: on the landing page the showcases say what the tools are for. */
  compact?: boolean;
};

/** Scanners or hooks of the catalogue as linked cards with their one-line summary and, unless released, their status. */
export default function IntegrationGrid({kind, shipped = true, headingLevel = 4, compact = false}: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={clsx(styles.grid, compact && styles.compact)} data-kind={kind}>
      {integrationsOfKind(kind, shipped).map((integration) => {
        const status = statusLabel[integration.status];
        return (
          <li key={integration.slug} className={styles.item}>
            <Link to={integrationPath(integration)} className={styles.card}>
              <span className={styles.category}>
                {integration.category}
                {status && <span className={styles.status}>{status}</span>}
              </span>
              <Heading className={styles.name} id={headingLevel < 4 ? integration.slug : undefined}>
                {integration.name}
              </Heading>
              {!compact && <span className={styles.summary}>{integration.summary}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
