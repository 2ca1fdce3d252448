import CodeBlock from '@theme/CodeBlock';
import {useId, useMemo, useState, type ReactNode} from 'react';
import {
  cascadeTree,
  cascadesYaml,
  INTENSIVE,
  INVASIVE,
  LABEL_VALUES,
  nodesOf,
  rulesStartedFrom,
  selectorFor,
  type CascadeNode,
} from '../../data/cascades';
import {release} from '../../data/release/generated/release';
import Marks from './Marks';
import {scannerName} from './links';
import styles from './styles.module.css';

type Allowed = Record<typeof INVASIVE | typeof INTENSIVE, readonly string[]>;

const PRESETS: readonly {label: string; allowed: Allowed}[] = [
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
    <div className={styles.diagram} aria-hidden="true" data-testid="cascade-diagram">
      <div className={styles.level}>
        <div className={`${styles.card} ${styles.first}`}>
          <strong>{scannerName(tree.chart)}</strong>
          <span className={styles.cardNote}>first scan</span>
        </div>
      </div>
      {levels.map((row, depth) => (
        <div key={depth} className={styles.levelBlock}>
          <div className={styles.arrow}>↓</div>
          <div className={styles.level}>
            {row.map(({parent, chart, nodes}) => {
              const invasive = nodes.some((n) => n.rule?.labels[INVASIVE] === 'invasive');
              return (
                <div key={`${parent}-${chart}`} className={invasive ? `${styles.card} ${styles.cardInvasive}` : styles.card}>
                  <strong>{scannerName(chart)}</strong>
                  <span className={styles.cardNote}>
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
    <ul className={styles.tree}>
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
  const [allowed, setAllowed] = useState<Allowed>(PRESETS[0].allowed);
  const selector = useMemo(() => selectorFor(allowed), [allowed]);
  const tree = useMemo(() => (selector ? cascadeTree(start, selector) : undefined), [start, selector]);
  const followUps = tree ? nodesOf(tree).filter((n) => n.rule) : [];
  const charts = [...new Set(followUps.map((n) => n.rule!.chart))];

  const toggle = (key: keyof Allowed, value: string) =>
    setAllowed((current) => ({
      ...current,
      [key]: current[key].includes(value) ? current[key].filter((v) => v !== value) : [...current[key], value],
    }));

  return (
    <section className={styles.explorerBody} aria-label="Cascade explorer" data-cascade-explorer-ready="">
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>First scan</span>
          <select value={start} onChange={(e) => setStart(e.target.value)}>
            {scanners.map((chart) => (
              <option key={chart} value={chart}>
                {scannerName(chart)}
              </option>
            ))}
          </select>
        </label>
        <div className={styles.field} role="group" aria-labelledby={`${id}-presets`}>
          <span id={`${id}-presets`}>Rules to allow</span>
          <div className={styles.presets}>
            {PRESETS.map((preset) => (
              <button
                key={preset.label}
                type="button"
                className="button button--sm button--secondary"
                aria-pressed={JSON.stringify(selectorFor(preset.allowed)) === JSON.stringify(selector)}
                onClick={() => setAllowed(preset.allowed)}>
                {preset.label}
              </button>
            ))}
          </div>
        </div>
        {([INVASIVE, INTENSIVE] as const).map((key) => (
          <fieldset key={key} className={styles.fieldset}>
            <legend>
              <code>{key}</code>
            </legend>
            {LABEL_VALUES[key].map((value) => (
              <label key={value} className={styles.check}>
                <input type="checkbox" checked={allowed[key].includes(value)} onChange={() => toggle(key, value)} /> {value}
              </label>
            ))}
          </fieldset>
        ))}
      </div>

      <p aria-live="polite" className={styles.summary} data-testid="cascade-summary">
        {!tree
          ? 'Allow at least one value of each label: a selector cannot require a label to have no value.'
          : followUps.length === 0
            ? `No rule that this selector allows matches what a ${scannerName(start)} scan reports: nothing follows it.`
            : `${followUps.length} ${followUps.length === 1 ? 'rule' : 'rules'} in ${charts.length} ${charts.length === 1 ? 'chart' : 'charts'} can start scans after a ${scannerName(start)} scan.`}
      </p>

      {tree && followUps.length > 0 && (
        <>
          <Diagram tree={tree} />
          <h3 className={styles.subheading}>The chain as a list</h3>
          <ul className={styles.tree} aria-label={`Scans that can follow a ${scannerName(start)} scan`} data-testid="cascade-list">
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
      {tree && followUps.length === 0 && rulesStartedFrom(start).length > 0 && (
        <p>Other rules would match its findings; allow more label values to see them.</p>
      )}
      {selector && (
        <CodeBlock language="yaml" title={`spec.cascades for this selector`}>
          {cascadesYaml(selector)}
        </CodeBlock>
      )}
    </section>
  );
}
