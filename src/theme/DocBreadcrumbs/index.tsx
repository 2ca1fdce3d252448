import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

/** The theme's breadcrumbs, with "Copy page" and "View as Markdown" on the same row (wrapped below on narrow screens). */
export default function DocBreadcrumbsWithPageActions(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <PageActions className={styles.actions} />
    </div>
  );
}
