import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '../Section';
import IntegrationGrid from '@site/src/components/IntegrationGrid';
import {shippedScanners, shippedHooks} from '@site/src/data/integrations';
import styles from './styles.module.css';

export default function Integrations(): ReactNode {
  return (
    <Section
      id="integrations"
      title="Integrations"
      lead={`${shippedScanners.length} scanners find the problems, ${shippedHooks.length} hooks take the findings where they are needed. Each comes as its own Helm chart.`}>
      <h3 className={styles.groupTitle}>Scanners</h3>
      <IntegrationGrid kind="scanner" compact />
      <h3 className={styles.groupTitle}>Hooks</h3>
      <IntegrationGrid kind="hook" compact />
      <p className={styles.more}>
        Missing a tool? <Link to="/docs/contributing/integrating-a-scanner">Integrate a scanner</Link> or{' '}
        <Link to="/docs/contributing/integrating-a-hook">write a hook</Link>.
      </p>
    </Section>
  );
}
