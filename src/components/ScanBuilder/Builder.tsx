import {useId, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import {release} from '../../data/release/generated/release';
import {scanTypes as chartScanTypes} from '../../data/release/generated/scan-types';
import {exampleFromYaml, initialState, kubectlCommand, scbctlCommand, toManifest, toYaml, withSchemaModeline, type BuilderKind, type BuilderState, type CascadePreset, type Example} from './manifest';
import {problemsOf, type FieldName, type Problem} from './validate';
import styles from './Builder.module.css';

type Props = {
  /** The kind to start with when the page shows no example. */
  readonly kind: BuilderKind;
  /** The builder's own element: the page's example is the nearest YAML manifest before it. */
  readonly fold: HTMLElement;
  /** The scanner chart whose ScanTypes (in the release) the reader picks from; absent: any ScanType. */
  readonly chart?: string;
};

/** The nearest Scan or ScheduledScan in a YAML code block before `element` in the page. */
function pageExample(element: HTMLElement): Example | undefined {
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    const blocks = [...(sibling.matches('pre') ? [sibling] : sibling.querySelectorAll('pre'))].filter((pre) => /(^|\s)language-ya?ml(\s|$)/.test(pre.className));
    for (const block of blocks.reverse()) {
      // The theme writes each line of a code block as an element of its own, without a newline.
      const lines = [...block.querySelectorAll('.token-line')].map((line) => line.textContent ?? '');
      const example = exampleFromYaml(lines.length ? lines.join('\n') : (block.textContent ?? ''));
      if (example) return example;
    }
  }
  return undefined;
}

const CASCADE_CHOICES: [CascadePreset, string][] = [
  ['none', 'None: no follow-up scans'],
  ['non-invasive-light', 'Non-invasive and light rules only'],
  ['non-invasive', 'Every non-invasive rule'],
  ['all', 'Every rule in the namespace, invasive ones included'],
];

type FieldProps = {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly problems: readonly Problem[];
  /** Takes a whole row of the form. */
  readonly wide?: boolean;
  readonly children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
};

/** A labelled control with its hint and the schema's complaints about it. */
function Field({id, label, hint, problems, wide, children}: FieldProps): ReactNode {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = problems.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(describedBy, problems.length > 0)}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {errorId && (
        <p id={errorId} className={styles.error}>
          {problems.map((problem) => problem.message).join(' ')}
        </p>
      )}
    </div>
  );
}

export default function Builder({kind, fold, chart}: Props): ReactNode {
  const id = useId();
  const scanTypes = (chart && chartScanTypes[chart]) || [];
  const [state, setState] = useState<BuilderState>(() => {
    const example = pageExample(fold);
    return initialState(
      example?.kind ?? kind,
      example,
      scanTypes.map((scanType) => scanType.name),
    );
  });
  const manifest = useMemo(() => toManifest(state), [state]);
  const yaml = useMemo(() => toYaml(manifest), [manifest]);
  // On by default: a reader who saves the YAML gets the editor's checks with it.
  const [modeline, setModeline] = useState(true);
  const problems = useMemo(() => problemsOf(state.kind, manifest), [state.kind, manifest]);
  const scbctl = scbctlCommand(state);

  const set =
    (field: keyof BuilderState) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void =>
      setState((previous) => ({...previous, [field]: event.target.value}));
  const problemsFor = (field: FieldName) => problems.filter((problem) => problem.field === field);
  const unplaced = problems.filter((problem) => !problem.field);

  const text = (field: FieldName, label: string, hint?: ReactNode, placeholder?: string) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} problems={problemsFor(field)}>
      {(describedBy, invalid) => (
        <input
          id={`${id}-${field}`}
          name={field}
          type="text"
          value={state[field]}
          placeholder={placeholder}
          onChange={set(field)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
  const lines = (field: FieldName, label: string, hint: ReactNode) => (
    <Field id={`${id}-${field}`} label={label} hint={hint} problems={problemsFor(field)} wide>
      {(describedBy, invalid) => (
        <textarea
          id={`${id}-${field}`}
          name={field}
          rows={Math.min(8, Math.max(2, state[field].split('\n').length))}
          value={state[field]}
          onChange={set(field)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          spellCheck={false}
        />
      )}
    </Field>
  );
  const choice = <T extends string>(name: keyof BuilderState, legend: string, options: [T, string][]) => (
    <fieldset className={`${styles.choice} ${styles.wide}`}>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value}>
          <input type="radio" name={`${id}-${name}`} value={value} checked={state[name] === value} onChange={set(name)} /> {label}
        </label>
      ))}
    </fieldset>
  );

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Scan builder">
        {choice<BuilderKind>('kind', 'Resource', [
          ['Scan', 'Scan: runs once'],
          ['ScheduledScan', 'ScheduledScan: repeats'],
        ])}
        {text('name', 'Name', 'The name of the resource in its namespace.')}
        {text('namespace', 'Namespace (optional)', 'Empty: the namespace kubectl uses.')}
        {scanTypes.length > 0 ? (
          <Field id={`${id}-scanType`} label="ScanType" hint="The ScanTypes this chart installs." problems={problemsFor('scanType')}>
            {(describedBy, invalid) => (
              <select id={`${id}-scanType`} name="scanType" value={state.scanType} onChange={set('scanType')} aria-describedby={describedBy} aria-invalid={invalid || undefined}>
                {scanTypes.map(({name, when}) => (
                  <option key={name} value={name}>
                    {name}
                    {when?.length ? ` (only with ${when.join(', ')})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          text('scanType', 'ScanType', 'The name of an installed ScanType (kubectl get scantypes).')
        )}
        {lines('parameters', 'Parameters', 'One per line, passed to the scanner as written.')}
        <Field id={`${id}-cascades`} label="Cascading scans" hint="Which CascadingRules may start follow-up scans from the findings." problems={[]} wide>
          {(describedBy) => (
            <select id={`${id}-cascades`} name="cascades" value={state.cascades} onChange={set('cascades')} aria-describedby={describedBy}>
              {CASCADE_CHOICES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {lines('hookSelector', 'Hook selector (optional)', <>Labels a hook must carry to run for this scan, one <code>key=value</code> per line.</>)}
        {lines('env', 'Environment variables (optional)', <>For the scanner container, one <code>NAME=value</code> per line.</>)}
        {text('cpu', 'CPU request (optional)', undefined, '500m')}
        {text('memory', 'Memory request (optional)', undefined, '256Mi')}
        {state.kind === 'ScheduledScan' && (
          <>
            {choice<'interval' | 'schedule'>('repeat', 'Repeat', [
              ['interval', 'After a fixed interval'],
              ['schedule', 'On a cron schedule'],
            ])}
            {state.repeat === 'interval'
              ? text('interval', 'Interval', <>A duration such as <code>24h</code> or <code>30m</code>.</>)
              : text('schedule', 'Schedule', <>Cron syntax, e.g. <code>0 2 * * *</code> for 02:00 every day.</>)}
            {text('successfulJobsHistoryLimit', 'Finished scans to keep (optional)')}
            {text('failedJobsHistoryLimit', 'Failed scans to keep (optional)')}
          </>
        )}
      </form>
      <div className={styles.output}>
        <p role="status" className={problems.length ? styles.invalid : styles.valid}>
          {problems.length
            ? `The ${state.kind} schema of secureCodeBox ${release.version} refuses this manifest: see the marked fields.`
            : `Valid against the ${state.kind} schema of secureCodeBox ${release.version}.`}
        </p>
        {unplaced.length > 0 && (
          <ul className={styles.error}>
            {unplaced.map((problem) => (
              <li key={`${problem.path}:${problem.message}`}>
                <code>{problem.path}</code>: {problem.message}
              </li>
            ))}
          </ul>
        )}
        <label className={styles.toggle}>
          <input type="checkbox" checked={modeline} onChange={(event) => setModeline(event.target.checked)} />
          <span>
            First line: the schema comment, so that editors check the file (<Link to="/docs/api/schemas">validating manifests</Link>)
          </span>
        </label>
        <CodeBlock language="yaml" title={`${state.name.trim() || state.kind.toLowerCase()}.yaml`}>
          {modeline ? withSchemaModeline(yaml, state.kind) : yaml}
        </CodeBlock>
        <CodeBlock language="bash" title="Create it with kubectl">
          {kubectlCommand(yaml)}
        </CodeBlock>
        {'command' in scbctl ? (
          <CodeBlock language="bash" title="Or with scbctl">
            {scbctl.command}
          </CodeBlock>
        ) : (
          <p className={styles.hint}>{scbctl.reason}</p>
        )}
      </div>
    </div>
  );
}
