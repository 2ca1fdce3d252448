import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {shippedScanners, shippedHooks} from '@site/src/data/integrations';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>OWASP project · Apache-2.0 · Kubernetes-native</p>
        <h1 className={styles.title}>{siteConfig.title}</h1>
        <p className={styles.tagline}>{siteConfig.tagline}</p>
        <p className={styles.facts}>
          {shippedScanners.length} scanner integrations · {shippedHooks.length} hooks for what happens next · one finding format
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/getting-started/installation">
            Get Started
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/docs/architecture">
            How it is built
          </Link>
        </div>
      </div>
    </div>
  );
}
