// The theme's breadcrumbs, wrapped: "Copy page" and "View as Markdown" on the same row, below it on
// narrow screens.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';
import styles from './styles.module.css';

export default function DocBreadcrumbsWithPageActions(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <PageActions className={styles.actions} />
    </div>
  );
}
