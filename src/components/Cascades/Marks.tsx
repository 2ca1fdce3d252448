import type {ReactNode} from 'react';
import {INTENSIVE, INVASIVE} from '../../data/cascades';
import type {CascadingRuleFacts} from '../../data/release/types';
import styles from './styles.module.css';

/** A rule's two labels as short marks; an invasive rule's mark stands out. */
export default function Marks({rule}: {readonly rule: CascadingRuleFacts}): ReactNode {
  const invasive = rule.labels[INVASIVE] ?? 'unlabelled';
  const intensive = rule.labels[INTENSIVE] ?? 'unlabelled';
  return (
    <span className={styles.marks}>
      <span className={invasive === 'invasive' ? `${styles.mark} ${styles.invasive}` : styles.mark}>{invasive}</span>{' '}
      <span className={styles.mark}>{intensive}</span>
    </span>
  );
}
