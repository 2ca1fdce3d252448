import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useId, useState, type CSSProperties, type ReactNode} from 'react';
import {cascadingRuleLabels} from '../../data/release/generated/cascading-rule-labels';
import {integrationPath, shippedScanners, statusLabel, targetLabels, type TargetKind} from '../../data/integrations';
import {release} from '../../data/release/generated/release';
import ReferenceTable from '../ReferenceTable';

// Inline styles: the filters exist only once the page runs, and the stylesheet every page loads
// need not grow for one page.
const css = {
  filters: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', alignItems: 'flex-end', marginBottom: '0.75rem'},
  field: {display: 'flex', flexDirection: 'column', gap: '0.25rem', fontWeight: 'var(--ifm-font-weight-semibold)'},
  select: {minHeight: '2.25rem', font: 'inherit', fontWeight: 'normal'},
  check: {display: 'inline-flex', alignItems: 'center', gap: '0.35rem', minHeight: '2.25rem'},
  count: {margin: 0, minHeight: '2.25rem', display: 'flex', alignItems: 'center', color: 'var(--ifm-color-emphasis-700)'},
  name: {textAlign: 'left', whiteSpace: 'nowrap'},
} satisfies Record<string, CSSProperties>;

const rows = shippedScanners.map((scanner) => {
  const chart = release.charts.find((c) => c.name === scanner.slug);
  const rules = cascadingRuleLabels.filter((r) => r.chart === scanner.slug);
  return {
    scanner,
    targets: (scanner.targets ?? []) as readonly TargetKind[],
    rules: rules.length,
    invasive: rules.filter((r) => r.labels['securecodebox.io/invasive'] === 'invasive').length,
    platforms: (chart?.platforms ?? []).map((p) => p.replace(/^linux\//, '')),
    appVersion: chart?.appVersion,
  };
});

/**
 * One row per scanner of the release: what it scans, its cascading rules, platforms, tool
 * version and status. The table is complete in the page's HTML; once the page runs, two
 * filters (target kind, no invasive rules) hide rows without leaving it.
 */
export default function ScannerMatrix(): ReactNode {
  const id = useId();
  const interactive = useIsBrowser();
  const [target, setTarget] = useState<TargetKind | ''>('');
  const [noInvasive, setNoInvasive] = useState(false);
  const shown = rows.filter((r) => (!target || r.targets.includes(target)) && (!noInvasive || r.invasive === 0));
  return (
    <>
      {interactive && (
        <div style={css.filters} role="group" aria-label="Filter the scanners">
          <label style={css.field}>
            <span>Scans</span>
            <select style={css.select} value={target} onChange={(e) => setTarget(e.target.value as TargetKind | '')}>
              <option value="">any target</option>
              {(Object.keys(targetLabels) as TargetKind[]).map((kind) => (
                <option key={kind} value={kind}>
                  {targetLabels[kind]}
                </option>
              ))}
            </select>
          </label>
          <label style={css.check}>
            <input type="checkbox" checked={noInvasive} onChange={(e) => setNoInvasive(e.target.checked)} /> No invasive rules
          </label>
          <p style={css.count} aria-live="polite" id={`${id}-count`}>
            {shown.length} of {rows.length} scanners
          </p>
        </div>
      )}
      <ReferenceTable
        label="Scanner matrix"
        caption={`The ${rows.length} scanners of release ${release.version}`}
        columns={['Scanner', 'Scans', 'Cascading rules', 'Platforms', 'Tool version', 'Status']}
        data={{'data-testid': 'scanner-matrix'}}>
        {rows.map((row) => (
          <tr key={row.scanner.slug} data-scanner={row.scanner.slug} hidden={!shown.includes(row)}>
            <th scope="row" style={css.name}>
              <Link to={integrationPath({kind: 'scanner', slug: row.scanner.slug})}>{row.scanner.name}</Link>
            </th>
            <td>{row.targets.map((t) => targetLabels[t]).join(', ')}</td>
            <td>
              {row.rules === 0 ? 'none' : `${row.rules}, ${row.invasive === 0 ? 'none' : row.invasive === row.rules ? 'all' : row.invasive} invasive`}
            </td>
            <td>{row.platforms.join(', ') || '–'}</td>
            <td>{row.appVersion ? <code>{row.appVersion}</code> : '–'}</td>
            <td>{statusLabel[row.scanner.status] ?? 'Released'}</td>
          </tr>
        ))}
      </ReferenceTable>
    </>
  );
}
