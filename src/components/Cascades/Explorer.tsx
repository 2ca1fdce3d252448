import CodeBlock from '@theme/CodeBlock';
import {useId, useMemo, useState, type CSSProperties, type ReactNode} from 'react';
import {
  cascadeFrom,
  cascadesYaml,
  INTENSIVE,
  INVASIVE,
  LABEL_VALUES,
  selectorFor,
  type AllowedLabelValues,
  type CascadeNode,
} from '../../data/cascades';
import {release} from '../../data/release/generated/release';
import Marks from './Marks';
import {scannerName} from './links';
import styles from './styles.module.css';

// Inline styles: the explorer's code loads on demand, and so does its look, instead of growing
// the stylesheet that every page loads. Colours are Infima's variables, which follow the mode.
const border = '1px solid var(--ifm-color-emphasis-400)';
const css = {
  controls: {display: 'flex', flexWrap: 'wrap', gap: '0.75rem 1.5rem', alignItems: 'flex-start', marginBottom: '1rem'},
  field: {display: 'flex', flexDirection: 'column', gap: '0.25rem', fontWeight: 'var(--ifm-font-weight-semibold)'},
  select: {minHeight: '2.25rem', font: 'inherit', fontWeight: 'normal'},
  presets: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem'},
  pressed: {borderColor: 'var(--ifm-color-primary)', boxShadow: 'inset 0 0 0 1px var(--ifm-color-primary)'},
  fieldset: {border: '1px solid var(--ifm-color-emphasis-300)', borderRadius: 'var(--ifm-global-radius)', padding: '0.25rem 0.75rem 0.5rem'},
  check: {display: 'inline-flex', alignItems: 'center', gap: '0.25rem', marginRight: '0.75rem', minHeight: '2rem', fontWeight: 'normal'},
  summary: {fontWeight: 'var(--ifm-font-weight-semibold)'},
  subheading: {fontSize: '1rem'},
  level: {display: 'flex', flexWrap: 'wrap', gap: '0.5rem'},
  arrow: {paddingLeft: '1rem', fontSize: '1.25rem', lineHeight: 1.5, color: 'var(--ifm-color-emphasis-600)'},
  card: {display: 'flex', flexDirection: 'column', minWidth: '8.5rem', maxWidth: '100%', padding: '0.35rem 0.6rem', border, borderRadius: 'var(--ifm-global-radius)', background: 'var(--ifm-background-surface-color)'},
  first: {border: '2px solid var(--ifm-color-primary)'},
  invasive: {border: '2px solid var(--ifm-color-danger)'},
  cardNote: {fontSize: '0.8em', color: 'var(--ifm-color-emphasis-700)'},
  tree: {paddingLeft: '1.25rem'},
} satisfies Record<string, CSSProperties>;

const PRESETS: readonly {label: string; allowed: AllowedLabelValues}[] = [
  {label: 'All rules', allowed: {[INVASIVE]: LABEL_VALUES[INVASIVE], [INTENSIVE]: LABEL_VALUES[INTENSIVE]}},
  {label: 'Non-invasive', allowed: {[INVASIVE]: ['non-invasive'], [INTENSIVE]: LABEL_VALUES[INTENSIVE]}},
  {label: 'Non-invasive and light', allowed: {[INVASIVE]: ['non-invasive'], [INTENSIVE]: ['light']}},
];

const scanners = release.charts.filter((c) => c.kind === 'scanner').map((c) => c.name);

/** The rows of the diagram: one per depth, each with the groups of scans one earlier scan can start. */
function levelsOf(tree: CascadeNode) {
  const levels: {parent: string; chart: string; nodes: CascadeNode[]}[][] = [];
  const visit = (node: CascadeNode) => {
    const groups: Map<string, CascadeNode[]> = new Map();
    for (const child of node.children) groups.set(child.chart, [...(groups.get(child.chart) ?? []), child]);
    if (groups.size) {
      const row = (levels[node.depth] ??= []);
      for (const [chart, nodes] of groups) row.push({parent: node.chart, chart, nodes});
    }
    node.children.forEach(visit);
  };
  visit(tree);
  return levels;
}

function Diagram({tree}: {readonly tree: CascadeNode}): ReactNode {
  const levels = levelsOf(tree);
  return (
    <div style={{marginBottom: '1rem'}} aria-hidden="true" data-testid="cascade-diagram">
      <div style={css.level}>
        <div style={{...css.card, ...css.first}}>
          <strong>{scannerName(tree.chart)}</strong>
          <span style={css.cardNote}>first scan</span>
        </div>
      </div>
      {levels.map((row, depth) => (
        <div key={depth}>
          <div style={css.arrow}>↓</div>
          <div style={css.level}>
            {row.map(({parent, chart, nodes}) => {
              const invasive = nodes.some((n) => n.rule?.labels[INVASIVE] === 'invasive');
              return (
                <div key={`${parent}-${chart}`} style={invasive ? {...css.card, ...css.invasive} : css.card}>
                  <strong>{scannerName(chart)}</strong>
                  <span style={css.cardNote}>
                    after {scannerName(parent)}, {nodes.length} {nodes.length === 1 ? 'rule' : 'rules'}
                    {invasive ? ', invasive' : ''}
                    {nodes.some((n) => n.again) ? ', again' : ''}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

function Branch({node}: {readonly node: CascadeNode}): ReactNode {
  return (
    <ul style={css.tree}>
      {node.children.map((child) => (
        <li key={child.rule!.name} data-rule={child.rule!.name}>
          <code>{child.rule!.name}</code> <Marks rule={child.rule!} /> starts {scannerName(child.chart)}
          {child.again && (
            <span className={styles.note}>
              {scannerName(child.chart)} was followed above; its findings can start those rules once more, except the ones already in this chain.
            </span>
          )}
          {child.children.length > 0 && <Branch node={child} />}
        </li>
      ))}
    </ul>
  );
}

export default function Explorer(): ReactNode {
  const id = useId();
  const [start, setStart] = useState('nmap');
  const [allowed, setAllowed] = useState<AllowedLabelValues>(PRESETS[0].allowed);
  const {selector, tree, followUps, charts, matchingAnyLabels} = useMemo(() => cascadeFrom(start, allowed), [start, allowed]);

  const toggle = (key: keyof AllowedLabelValues, value: string) =>
    setAllowed((current) => ({
      ...current,
      [key]: current[key].includes(value) ? current[key].filter((v) => v !== value) : [...current[key], value],
    }));

  return (
    <section aria-label="Cascade explorer" data-cascade-explorer-ready="">
      <div style={css.controls}>
        <label style={css.field}>
          <span>First scan</span>
          <select style={css.select} value={start} onChange={(e) => setStart(e.target.value)}>
            {scanners.map((chart) => (
              <option key={chart} value={chart}>
                {scannerName(chart)}
              </option>
            ))}
          </select>
        </label>
        <div style={css.field} role="group" aria-labelledby={`${id}-presets`}>
          <span id={`${id}-presets`}>Rules to allow</span>
          <div style={css.presets}>
            {PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="button button--sm button--secondary"
                aria-pressed={JSON.stringify(selectorFor(preset.allowed)) === JSON.stringify(selector)}
                style={JSON.stringify(selectorFor(preset.allowed)) === JSON.stringify(selector) ? css.pressed : undefined}
                onClick={() => setAllowed(preset.allowed)}>
                {preset.label}
              </button>
            ))}
          </div>
        </div>
        {([INVASIVE, INTENSIVE] as const).map((key) => (
          <fieldset key={key} style={css.fieldset}>
            <legend>
              <code>{key}</code>
            </legend>
            {LABEL_VALUES[key].map((value) => (
              <label key={value} style={css.check}>
                <input type="checkbox" checked={allowed[key].includes(value)} onChange={() => toggle(key, value)} /> {value}
              </label>
            ))}
          </fieldset>
        ))}
      </div>

      <p aria-live="polite" style={css.summary} data-testid="cascade-summary">
        {followUps.length === 0
          ? `No rule that this selector allows matches what a ${scannerName(start)} scan reports: nothing follows it.`
          : `${followUps.length} ${followUps.length === 1 ? 'rule' : 'rules'} in ${charts.length} ${charts.length === 1 ? 'chart' : 'charts'} can start scans after a ${scannerName(start)} scan.`}
      </p>

      {followUps.length > 0 && (
        <>
          <Diagram tree={tree} />
          <h3 style={css.subheading}>The chain as a list</h3>
          <ul style={css.tree} aria-label={`Scans that can follow a ${scannerName(start)} scan`} data-testid="cascade-list">
            <li>
              {scannerName(start)} (first scan)
              <Branch node={tree} />
            </li>
          </ul>
          <p>
            Each of these charts must be installed with <code>cascadingRules.enabled=true</code> for its rules to exist in the namespace:{' '}
            {charts.map((chart, i) => (
              <span key={chart}>
                {i > 0 && ', '}
                <code>{chart}</code>
              </span>
            ))}
            . Which of the listed rules really start a scan depends on each finding's attributes (port, service) and on the{' '}
            <a href="#keeping-cascades-in-scope">scope limiter</a>, which the explorer names but does not evaluate.
          </p>
        </>
      )}
      {followUps.length === 0 && matchingAnyLabels > 0 && (
        <p>Other rules would match its findings; allow more label values to see them.</p>
      )}
      <CodeBlock language="yaml" title={`spec.cascades for this selector`}>
        {cascadesYaml(selector)}
      </CodeBlock>
    </section>
  );
}
