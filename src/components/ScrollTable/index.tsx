import type {ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** Names the scrolling region for screen readers and keyboard users. */
  readonly label: string;
  readonly caption: ReactNode;
  /** The table's thead and tbody. */
  readonly children: ReactNode;
  readonly testId?: string;
};

/** A full-width table with a caption that scrolls sideways inside its own box on narrow screens. */
export default function ScrollTable({label, caption, children, testId}: Props): ReactNode {
  return (
    // Keyboard users reach the scrolling box with Tab.
    <div className={styles.wrapper} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} data-testid={testId}>
        <caption className={styles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
