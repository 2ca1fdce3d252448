// What the scan builder writes: the form's state as a manifest, its YAML, and the commands that
// create it. Pure functions, tested in tests/unit/components/ScanBuilder.test.ts.
import {dump, load} from 'js-yaml';
import {modelineOf} from '../../data/crdSchema/urls';

export type BuilderKind = 'Scan' | 'ScheduledScan';

/** Which CascadingRules a scan's findings may start, by the rules' two standard labels. */
export type CascadePreset = 'none' | 'non-invasive-light' | 'non-invasive' | 'all';

export type BuilderState = {
  readonly kind: BuilderKind;
  readonly name: string;
  readonly namespace: string;
  readonly scanType: string;
  /** One parameter per line, passed to the scanner as written. */
  readonly parameters: string;
  readonly cascades: CascadePreset;
  /** `key=value` per line: the labels a hook must carry to run for this scan. */
  readonly hookSelector: string;
  /** `NAME=value` per line: environment variables of the scanner container. */
  readonly env: string;
  readonly cpu: string;
  readonly memory: string;
  /** ScheduledScan only: repeat after a fixed interval or on a cron schedule. */
  readonly repeat: 'interval' | 'schedule';
  readonly interval: string;
  readonly schedule: string;
  readonly successfulJobsHistoryLimit: string;
  readonly failedJobsHistoryLimit: string;
};

export const API_VERSION = 'execution.securecodebox.io/v1';

/** The label selectors of the presets; rules carry `securecodebox.io/invasive` and `securecodebox.io/intensive`. */
export const CASCADE_SELECTORS: Record<Exclude<CascadePreset, 'none'>, Record<string, unknown>> = {
  'non-invasive-light': {matchLabels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
  'non-invasive': {matchLabels: {'securecodebox.io/invasive': 'non-invasive'}},
  all: {},
};

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** `key=value` lines as pairs; a line without `=` is a key with an empty value. */
function pairs(text: string): [string, string][] {
  return lines(text).map((line) => {
    const at = line.indexOf('=');
    return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
  });
}

/** A whole number stays a number; anything else stays text, for the schema to refuse. */
const count = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

/** The spec of the Scan the state describes (also the scanSpec of a ScheduledScan). */
function scanSpec(state: BuilderState): Record<string, unknown> {
  const spec: Record<string, unknown> = {};
  if (state.scanType.trim()) spec.scanType = state.scanType.trim();
  const parameters = lines(state.parameters);
  if (parameters.length) spec.parameters = parameters;
  if (state.cascades !== 'none') spec.cascades = CASCADE_SELECTORS[state.cascades];
  const hookLabels = pairs(state.hookSelector);
  if (hookLabels.length) spec.hookSelector = {matchLabels: Object.fromEntries(hookLabels)};
  const env = pairs(state.env);
  if (env.length) spec.env = env.map(([name, value]) => ({name, value}));
  const requests = Object.fromEntries(
    [
      ['cpu', state.cpu.trim()],
      ['memory', state.memory.trim()],
    ].filter(([, value]) => value),
  );
  if (Object.keys(requests).length) spec.resources = {requests};
  return spec;
}

/** The manifest the state describes; empty fields are left out. */
export function toManifest(state: BuilderState): Record<string, unknown> {
  const metadata: Record<string, unknown> = {name: state.name.trim()};
  if (state.namespace.trim()) metadata.namespace = state.namespace.trim();
  if (state.kind === 'Scan') return {apiVersion: API_VERSION, kind: 'Scan', metadata, spec: scanSpec(state)};
  const spec: Record<string, unknown> = {};
  if (state.repeat === 'interval' && state.interval.trim()) spec.interval = state.interval.trim();
  if (state.repeat === 'schedule' && state.schedule.trim()) spec.schedule = state.schedule.trim();
  if (state.successfulJobsHistoryLimit.trim()) spec.successfulJobsHistoryLimit = count(state.successfulJobsHistoryLimit);
  if (state.failedJobsHistoryLimit.trim()) spec.failedJobsHistoryLimit = count(state.failedJobsHistoryLimit);
  spec.scanSpec = scanSpec(state);
  return {apiVersion: API_VERSION, kind: 'ScheduledScan', metadata, spec};
}

/** The manifest as YAML, keys in the order a reader expects them. */
export function toYaml(manifest: Record<string, unknown>): string {
  return dump(manifest, {lineWidth: -1, noRefs: true, quotingType: '"'});
}

/**
 * The YAML with the YAML language server's modeline as its first line, naming the published schema
 * of its kind in the release the site documents: an editor then checks the file as it is edited.
 * The API server and kubectl read the line as a comment.
 */
export function withSchemaModeline(yaml: string, kind: BuilderKind): string {
  const [group, version] = API_VERSION.split('/');
  return `${modelineOf({group, version, kind})}\n${yaml}`;
}

/** The command that creates the resource from standard input. */
export function kubectlCommand(yaml: string): string {
  return `kubectl apply -f - <<'EOF'\n${yaml}EOF`;
}

/** A word for a POSIX shell: as it is when it is safe, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w./:=,@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export type ScbctlCommand = {command: string} | {reason: string};

/**
 * The `scbctl scan` command that creates the same Scan, when scbctl can express it: it sets the
 * ScanType, the parameters, and the name and namespace, nothing else.
 */
export function scbctlCommand(state: BuilderState): ScbctlCommand {
  if (state.kind !== 'Scan') return {reason: 'scbctl creates Scans, not ScheduledScans: apply the YAML instead.'};
  const extras = [
    state.cascades !== 'none' && 'cascades',
    lines(state.hookSelector).length > 0 && 'a hook selector',
    lines(state.env).length > 0 && 'environment variables',
    (state.cpu.trim() || state.memory.trim()) && 'resource requests',
  ].filter((extra): extra is string => Boolean(extra));
  if (extras.length) return {reason: `scbctl scan sets only the name, namespace, ScanType and parameters; this scan also has ${extras.join(', ')}: apply the YAML instead.`};
  const words = ['scbctl', 'scan', shellWord(state.scanType.trim())];
  if (state.name.trim()) words.push('--name', shellWord(state.name.trim()));
  if (state.namespace.trim()) words.push('--namespace', shellWord(state.namespace.trim()));
  words.push('--', ...lines(state.parameters).map(shellWord));
  return {command: words.join(' ')};
}

export type Example = {readonly kind: BuilderKind; readonly name?: string; readonly spec: Record<string, unknown>};

/** The Scan or ScheduledScan a YAML text shows, if it shows one (the page's example). */
export function exampleFromYaml(text: string): Example | undefined {
  try {
    const manifest = load(text) as {kind?: unknown; metadata?: {name?: unknown}; spec?: unknown} | null;
    if (manifest?.kind !== 'Scan' && manifest?.kind !== 'ScheduledScan') return undefined;
    const name = manifest.metadata?.name;
    const spec = manifest.spec !== null && typeof manifest.spec === 'object' ? (manifest.spec as Record<string, unknown>) : {};
    return {kind: manifest.kind, ...(typeof name === 'string' ? {name} : {}), spec};
  } catch {
    // Several documents, or not YAML at all: not an example to start from.
    return undefined;
  }
}

/** The form's first state, from the page's example manifest where it has one. */
export function initialState(kind: BuilderKind, example?: {name?: string; spec?: Record<string, unknown>}, scanTypes: readonly string[] = []): BuilderState {
  const spec = example?.spec ?? {};
  const exampleScan = (kind === 'ScheduledScan' ? (spec.scanSpec as Record<string, unknown> | undefined) : spec) ?? spec;
  const scanType = typeof exampleScan.scanType === 'string' ? exampleScan.scanType : (scanTypes[0] ?? '');
  const parameters = Array.isArray(exampleScan.parameters) ? exampleScan.parameters.map(String).join('\n') : '';
  return {
    kind,
    name: example?.name ?? (scanType ? `${scanType}-scan` : ''),
    namespace: '',
    scanType,
    parameters,
    cascades: 'none',
    hookSelector: '',
    env: '',
    cpu: '',
    memory: '',
    repeat: typeof spec.schedule === 'string' ? 'schedule' : 'interval',
    interval: typeof spec.interval === 'string' ? spec.interval : '24h',
    schedule: typeof spec.schedule === 'string' ? spec.schedule : '0 2 * * *',
    successfulJobsHistoryLimit: typeof spec.successfulJobsHistoryLimit === 'number' ? String(spec.successfulJobsHistoryLimit) : '',
    failedJobsHistoryLimit: typeof spec.failedJobsHistoryLimit === 'number' ? String(spec.failedJobsHistoryLimit) : '',
  };
}
