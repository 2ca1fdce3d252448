import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export default function CallToAction(): ReactNode {
  return (
    <section aria-labelledby="cta-title" className={styles.cta}>
      <div className="container">
        <h2 id="cta-title" className={styles.title}>
          Your first findings are ten minutes away
        </h2>
        <p className={styles.text}>
          Install the operator and one ScanType with Helm, apply a Scan, and read the results. A local kind cluster is
          enough.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/getting-started/installation">
            Install secureCodeBox
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/blog">
            Read the blog
          </Link>
        </div>
      </div>
    </section>
  );
}
