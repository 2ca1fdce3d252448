// The theme's table of contents, wrapped in a navigation landmark named after it: on blog posts the
// theme renders it outside any landmark.
import type {ComponentProps, ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import styles from './styles.module.css';

export default function TOCWrapper(props: ComponentProps<typeof TOC>): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <TOC {...props} />
    </nav>
  );
}
