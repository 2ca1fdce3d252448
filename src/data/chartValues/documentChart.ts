// Joins the generated facts of a chart (keys, types, defaults) with the one-line descriptions
// written for this site. Keys most charts share are described once here; each chart module
// in this folder adds its own keys. documentChart throws when a key has no description or a
// description names a key the chart does not have, so the build and the unit tests stop until
// the descriptions match the release.
import type {ChartFacts, ChartSummary, ChartValue, ChartWorkload, JsonValue, ValueType} from '../release/types';

export type DisplayType = Exclude<ValueType, 'null'>;

/**
 * A description: one line, `code` in backticks. A key whose default is null needs `type`,
 * the type the chart expects there. A function receives the chart's facts, for sentences
 * that name versions, tags or resources.
 */
export type KeyDoc = string | {readonly text: string; readonly type?: DisplayType};
export type Descriptions = Readonly<Record<string, KeyDoc | ((chart: ChartFacts) => KeyDoc)>>;

export type DocumentedValue = {
  readonly key: string;
  readonly type: DisplayType;
  readonly default: JsonValue;
  readonly description: string;
  readonly unused?: true;
  /**
   * Set when the key reaches only some of the chart's resources of the kind it configures (for
   * `imagePullSecrets`, of all resources that run containers): those that read it and those that do not.
   */
  readonly partial?: {readonly readers: readonly ChartWorkload[]; readonly others: readonly ChartWorkload[]};
};

export type DocumentedChart = ChartSummary & {readonly values: readonly DocumentedValue[]};

const tagSource = (chart: ChartFacts, values: string) => {
  const image = chart.images.find((i) => i.values === values);
  if (!image || image.tagFrom === 'values') return 'the tag set here';
  return image.tagFrom === 'appVersion' ? `the chart's appVersion, \`${image.tag}\`` : `the chart version, \`${image.tag}\``;
};

/** The description of an image tag key: what an empty tag falls back to, with the tag itself. */
export const imageTag =
  (values: string, what: string) =>
  (chart: ChartFacts): KeyDoc => ({text: `Tag of the ${what} image; unset means ${tagSource(chart, values)}.`, type: 'string'});

export const pullPolicy = (what: string) => `When Kubernetes pulls the ${what} image: \`Always\`, \`IfNotPresent\` or \`Never\`.`;

/** Keys every chart may have. */
const common: Descriptions = {
  imagePullSecrets: 'Secrets (as `{name: …}` entries) that the chart’s pods use to pull their images from a private registry.',
};

/**
 * Keys meant for every resource of a chart that runs containers, whatever its kind. Any other key
 * is compared with the resources of the kinds that read it: a `scanner.*` key with the ScanTypes.
 */
const FOR_EVERY_WORKLOAD = new Set(['imagePullSecrets']);

/** Which of the chart's resources a key reaches, when that is some but not all of those it is meant for. */
export function partialReach(chart: ChartFacts, value: ChartValue): DocumentedValue['partial'] {
  const workloads = chart.workloads ?? [];
  if (!value.readBy) return undefined;
  const readers = value.readBy.map((i) => workloads[i]);
  const kinds = new Set(readers.map((w) => w.kind));
  const meant = FOR_EVERY_WORKLOAD.has(value.key) ? workloads : workloads.filter((w) => kinds.has(w.kind));
  const others = meant.filter((w) => !readers.includes(w));
  return others.length ? {readers, others} : undefined;
}

/** Keys of the scanner charts: the ScanType’s job (`scanner.*`), the ParseDefinition (`parser.*`) and the cascading rules. */
const scanner: Descriptions = {
  'parser.image.repository': 'Image of the parser that turns the raw result into findings.',
  'parser.image.tag': imageTag('parser.image', 'parser'),
  'parser.image.pullPolicy': pullPolicy('parser'),
  'parser.ttlSecondsAfterFinished': {text: 'Seconds after which Kubernetes deletes a finished parse job; unset keeps it.', type: 'integer'},
  'parser.env': 'Extra environment variables for the parser container.',
  'parser.scopeLimiterAliases': 'Named templates over a finding that the scope limits of cascading scans can refer to.',
  'parser.nodeSelector': 'Node labels a node must have to run the parse pod.',
  'parser.affinity': 'Affinity rules for placing the parse pod.',
  'parser.tolerations': 'Taints the parse pod tolerates.',
  'parser.resources': 'CPU and memory requests and limits of the parser; empty keeps the defaults of the ParseDefinition.',
  'scanner.image.repository': 'Image of the scanner container.',
  'scanner.image.tag': imageTag('scanner.image', 'scanner'),
  'scanner.image.pullPolicy': pullPolicy('scanner'),
  'scanner.nameAppend': {text: 'Text appended to the ScanType name, so a second, differently configured copy can be installed next to the first.', type: 'string'},
  'scanner.ttlSecondsAfterFinished': {text: 'Seconds after which Kubernetes deletes a finished scan job; unset keeps it.', type: 'integer'},
  'scanner.activeDeadlineSeconds': {text: 'Longest time in seconds a scan job may run before it is marked failed; unset means no limit.', type: 'integer'},
  'scanner.backoffLimit': 'How often a failing scan pod is retried before the scan job counts as failed.',
  'scanner.resources': 'CPU and memory requests and limits of the scanner container.',
  'scanner.env': 'Extra environment variables for the scanner container.',
  'scanner.extraVolumes': 'Extra volumes for every scan pod; mount them with `scanner.extraVolumeMounts`.',
  'scanner.extraVolumeMounts': 'Where the extra volumes appear inside the scanner container.',
  'scanner.extraContainers': 'Additional containers (sidecars) started in every scan pod.',
  'scanner.podSecurityContext': 'Security settings for the whole scan pod, such as `fsGroup` or `runAsUser`.',
  'scanner.securityContext.runAsNonRoot': 'Refuse to start the scanner container as root.',
  'scanner.securityContext.readOnlyRootFilesystem': 'Mount the scanner container’s root file system read-only.',
  'scanner.securityContext.allowPrivilegeEscalation': 'Whether a process in the scanner container may gain more privileges than its parent.',
  'scanner.securityContext.privileged': 'Run the scanner container in privileged mode, with access to the host’s devices.',
  'scanner.securityContext.capabilities.drop': 'Linux capabilities taken away from the scanner container.',
  'scanner.nodeSelector': 'Node labels a node must have to run the scan pod.',
  'scanner.affinity': 'Affinity rules for placing the scan pod.',
  'scanner.tolerations': 'Taints the scan pod tolerates.',
  'scanner.suspend': 'Create scan jobs suspended, so that a job queue such as Kueue decides when they start.',
  'cascadingRules.enabled': (chart) => {
    const rules = chart.resources.filter((r) => r.kind === 'CascadingRule').length;
    if (rules === 0) return 'Would install the chart’s CascadingRules; this chart has none.';
    const [what, it] = rules === 1 ? ['CascadingRule: it starts', 'it'] : [`${rules} CascadingRules: they start`, 'them'];
    return `Install this chart’s ${what} \`${chart.name}\` scans from other scans’ findings, so enable ${it} in the chart of the scan that should follow.`;
  },
};

/** Keys of the hook charts: the ScanCompletionHook and the job it runs (`hook.*`). */
const hook: Descriptions = {
  'hook.image.repository': 'Image of the hook container.',
  'hook.image.tag': imageTag('hook.image', 'hook'),
  'hook.image.pullPolicy': pullPolicy('hook'),
  'hook.labels': 'Extra labels on the ScanCompletionHook, for example to pick it with a Scan’s `hookSelector`.',
  'hook.priority': 'Order among hooks: a higher number runs earlier.',
  'hook.ttlSecondsAfterFinished': {text: 'Seconds after which Kubernetes deletes a finished hook job; unset keeps it.', type: 'integer'},
  'hook.affinity': 'Affinity rules for placing the hook pod.',
  'hook.tolerations': 'Taints the hook pod tolerates.',
  'hook.resources': 'CPU and memory requests and limits of the hook container; empty keeps the defaults of the ScanCompletionHook.',
  'hook.extraVolumes': 'Extra volumes for the hook pod; mount them with `hook.extraVolumeMounts`.',
  'hook.extraVolumeMounts': 'Where the extra volumes appear inside the hook container.',
  'hook.env': 'Extra environment variables for the hook container.',
};

/**
 * Keys the operator and the auto-discovery chart share: the image, security settings and
 * resources of the one Deployment each of them runs.
 */
export const deploymentKeys = (who: string): Descriptions => ({
  'image.repository': `Image of the ${who}.`,
  'image.tag': imageTag('image', who),
  'image.pullPolicy': pullPolicy(who),
  'securityContext.runAsNonRoot': `Refuse to start the ${who} container as root.`,
  'securityContext.readOnlyRootFilesystem': `Mount the ${who} container’s root file system read-only.`,
  'securityContext.allowPrivilegeEscalation': `Whether a process in the ${who} container may gain more privileges than its parent.`,
  'securityContext.privileged': `Run the ${who} container in privileged mode.`,
  'securityContext.capabilities.drop': `Linux capabilities taken away from the ${who} container.`,
  podSecurityContext: `Security settings for the whole ${who} pod, such as \`fsGroup\`.`,
  'resources.requests.cpu': `CPU the ${who} container requests.`,
  'resources.requests.memory': `Memory the ${who} container requests.`,
  'resources.limits.cpu': `Most CPU the ${who} container may use.`,
  'resources.limits.memory': `Most memory the ${who} container may use before it is stopped.`,
});

/** The keys described once for every chart of a kind. */
export const sharedDescriptions: Readonly<Record<ChartFacts['kind'], Descriptions>> = {
  scanner: {...common, ...scanner},
  hook: {...common, ...hook},
  operator: common,
  'auto-discovery': common,
};

export class MissingDescriptionsError extends Error {}

/** The chart's facts with a description for every key; throws on missing or stale descriptions. */
export function documentChart(chart: ChartFacts, own: Descriptions): DocumentedChart {
  const shared = sharedDescriptions[chart.kind];
  const problems: string[] = [];
  const keys = new Set(chart.values.map((v) => v.key));
  for (const key of Object.keys(own)) {
    if (!keys.has(key)) problems.push(`${key}: described, but the chart has no such key`);
  }
  const values = chart.values.map((value: ChartValue): DocumentedValue => {
    const entry = own[value.key] ?? shared[value.key];
    if (entry === undefined) {
      problems.push(`${value.key}: no description`);
      return {key: value.key, type: 'string', default: value.default, description: ''};
    }
    const doc = typeof entry === 'function' ? entry(chart) : entry;
    const {text, type} = typeof doc === 'string' ? {text: doc, type: undefined} : doc;
    if (value.type === 'null' && !type) problems.push(`${value.key}: the default is null, so the description must say the type`);
    if (value.type !== 'null' && type && type !== value.type) problems.push(`${value.key}: described as ${type}, but the default is a ${value.type}`);
    const partial = partialReach(chart, value);
    return {
      key: value.key,
      type: value.type === 'null' ? (type ?? 'string') : value.type,
      default: value.default,
      description: text,
      ...(value.unused ? {unused: true as const} : {}),
      ...(partial ? {partial} : {}),
    };
  });
  if (problems.length) {
    throw new MissingDescriptionsError(`Chart ${chart.name} ${chart.version}, src/data/chartValues/${chart.name}.ts:\n  ${problems.join('\n  ')}`);
  }
  return {...chart, values};
}
