import type {ReactNode} from 'react';
import {describeMatch} from '../../data/cascades';
import {cascadingRules} from '../../data/release/generated/cascading-rules';
import {release} from '../../data/release/generated/release';
import ReferenceTable from '../ReferenceTable';
import Marks from './Marks';
import {scannerName, scannerPage} from './links';
import styles from './styles.module.css';

/** Every CascadingRule of the release in one table, in the order of the charts. */
export default function RuleTable(): ReactNode {
  const charts = new Set(cascadingRules.map((r) => r.chart));
  return (
    <ReferenceTable
      columns={['Rule', 'Chart', 'Labels', 'Matches any of', 'Starts', 'Parameters']}
      label="Every CascadingRule of the release"
      caption={`The ${cascadingRules.length} CascadingRules of release ${release.version}, in ${charts.size} scanner charts`}
      data={{'data-testid': 'cascading-rule-table'}}>
      {cascadingRules.map((rule) => {
        const page = scannerPage(rule.chart);
        const extra = Object.keys(rule.scanSpec).filter((k) => k !== 'scanType' && k !== 'parameters');
        return (
          <tr key={rule.name} id={`rule-${rule.name}`}>
            <th scope="row" className={styles.name}>
              <code>{rule.name}</code>
            </th>
            <td>{page ? <a href={page}>{scannerName(rule.chart)}</a> : rule.chart}</td>
            <td>
              <Marks rule={rule} />
            </td>
            <td>
              <ul className={styles.cellList}>
                {rule.anyOf.map((entry, i) => (
                  <li key={i}>{describeMatch(entry)}</li>
                ))}
              </ul>
            </td>
            <td>
              <code>{rule.scanSpec.scanType}</code>
              {/* The note is a block of its own on screen; in text (a Markdown twin) a space keeps the words apart. */}
              {extra.length > 0 && ' '}
              {extra.length > 0 && (
                <span className={styles.note}>
                  also sets{' '}
                  {extra.map((k, i) => (
                    <span key={k}>
                      {i > 0 && ', '}
                      <code>{k}</code>
                    </span>
                  ))}
                </span>
              )}
            </td>
            <td>
              <code className={styles.parameters}>{(rule.scanSpec.parameters ?? []).join(' ')}</code>
            </td>
          </tr>
        );
      })}
    </ReferenceTable>
  );
}
