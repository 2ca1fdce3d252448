import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** Names the scrolling region for screen readers and keyboard users. */
  readonly label: string;
  readonly caption: ReactNode;
  /** The column headings, left to right. */
  readonly columns: readonly string[];
  /** The rows of the table's body. */
  readonly children: ReactNode;
  /** A class of the table's own, e.g. for a minimum width. */
  readonly className?: string;
  /** Data attributes of the table, by which tests and scripts find it: `{'data-chart': 'nmap'}`. */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
};

/**
 * A reference table (chart values, CRD fields, cascading rules, the scanner matrix): full width,
 * with a caption and a row of column headings, scrolling sideways inside its own box on narrow
 * screens.
 */
export default function ReferenceTable({label, caption, columns, children, className, data}: Props): ReactNode {
  return (
    // Keyboard users reach the scrolling box with Tab.
    <div className={styles.wrapper} tabIndex={0} role="region" aria-label={label}>
      <table className={clsx(styles.table, className)} {...data}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
