import type {ComponentProps, ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import styles from './styles.module.css';

// Why: on blog posts the theme renders the table of contents beside <main>,
// outside any landmark. A navigation landmark named after what it is gives
// screen-reader users a way to find it, on docs and blog pages alike.
export default function TOCWrapper(props: ComponentProps<typeof TOC>): ReactNode {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <TOC {...props} />
    </nav>
  );
}
