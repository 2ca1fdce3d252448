// The secureCodeBox custom resources as a typed model: every kind, every spec and
// status field, with the type, default and allowed values of the operator's Go API
// (operator/apis/*/v1 and the CRDs generated from it). The CRD reference pages
// render their field tables from here (CrdFieldTable), and
// tests/unit/crd-examples.test.ts validates every manifest in the docs against it,
// so a field documented on a page and a field accepted in an example cannot drift apart.

/** The JSON shape a value has in a manifest. `map` is an object with free-form keys. */
export type CrdValueShape = 'string' | 'integer' | 'boolean' | 'array' | 'object' | 'map' | 'int-or-string';

export type CrdField = {
  readonly name: string;
  /** The type as declared in the Go API, e.g. `[]string`, `map[string]string`, `[]corev1.Volume`. */
  readonly type: string;
  /** The JSON shape the value must have; drives validation. */
  readonly shape: CrdValueShape;
  /** For arrays the shape of each element, for maps the shape of each value. */
  readonly items?: CrdValueShape;
  readonly required: boolean;
  /** Default applied by the API server or, where defaultByOperator says so, by the operator. */
  readonly default?: string;
  /** The CRD declares no default; the operator uses `default` when the field is unset. */
  readonly defaultByOperator?: boolean;
  /** Values the API server accepts (only where the CRD enforces an enum). */
  readonly enum?: readonly string[];
  readonly description: string;
  /**
   * A Kubernetes built-in type (Volume, EnvVar, Affinity, Job …). Its inner structure is
   * not modelled here: validation only checks the outer shape and accepts any content.
   */
  readonly k8sType?: boolean;
  /** Fields of a nested object, or of each element of an array of objects. */
  readonly children?: readonly CrdField[];
};

export type CrdScope = 'Namespaced' | 'Cluster';

export type CrdKind = {
  readonly kind: string;
  readonly apiVersion: string;
  readonly group: string;
  /** Resource name used by kubectl, e.g. `kubectl get scheduledscans`. */
  readonly plural: string;
  readonly scope: CrdScope;
  /** None of the secureCodeBox CRDs declares short names today. */
  readonly shortNames?: readonly string[];
  /** One sentence on what the resource is for. */
  readonly summary: string;
  readonly spec: readonly CrdField[];
  readonly status: readonly CrdField[];
};

export const EXECUTION_API_VERSION = 'execution.securecodebox.io/v1';
export const CASCADING_API_VERSION = 'cascading.securecodebox.io/v1';
export const crdGroups = ['execution.securecodebox.io', 'cascading.securecodebox.io'] as const;

// Shared field definitions. Several Go types are reused by more than one kind
// (ScanSpec inside ScheduledScan and CascadingRule, the pod placement fields of
// parsers and hooks); defining them once keeps the kinds identical where the API is.

const nodeSelector = (runsWhat: string): CrdField => ({
  name: 'nodeSelector',
  type: 'map[string]string',
  shape: 'map',
  items: 'string',
  required: false,
  description: `Node labels that a node must carry for the ${runsWhat} pod to be scheduled on it.`,
});

const affinity = (runsWhat: string): CrdField => ({
  name: 'affinity',
  type: 'corev1.Affinity',
  shape: 'object',
  required: false,
  k8sType: true,
  description: `Node and pod affinity rules for the ${runsWhat} pod, for placement rules that nodeSelector cannot express.`,
});

const tolerations = (runsWhat: string): CrdField => ({
  name: 'tolerations',
  type: '[]corev1.Toleration',
  shape: 'array',
  items: 'object',
  required: false,
  k8sType: true,
  description: `Taints the ${runsWhat} pod tolerates, so it can run on tainted nodes.`,
});

const env = (container: string): CrdField => ({
  name: 'env',
  type: '[]corev1.EnvVar',
  shape: 'array',
  items: 'object',
  required: false,
  k8sType: true,
  description: `Environment variables for the ${container} container, either literal values or references to Secrets and ConfigMaps.`,
});

const volumes = (container: string): CrdField => ({
  name: 'volumes',
  type: '[]corev1.Volume',
  shape: 'array',
  items: 'object',
  required: false,
  k8sType: true,
  description: `Extra volumes added to the ${container} pod; mount them with volumeMounts.`,
});

const volumeMounts = (container: string): CrdField => ({
  name: 'volumeMounts',
  type: '[]corev1.VolumeMount',
  shape: 'array',
  items: 'object',
  required: false,
  k8sType: true,
  description: `Where the volumes listed in volumes appear inside the ${container} container.`,
});

const imagePullSecrets = (what: string): CrdField => ({
  name: 'imagePullSecrets',
  type: '[]corev1.LocalObjectReference',
  shape: 'array',
  items: 'object',
  required: false,
  k8sType: true,
  description: `Secrets (by name, in the same namespace) used to pull the ${what} image from a private registry.`,
});

const imagePullPolicy: CrdField = {
  name: 'imagePullPolicy',
  type: 'corev1.PullPolicy',
  shape: 'string',
  required: false,
  description:
    'When Kubernetes pulls the image: Always, IfNotPresent or Never. Unset means Always for images tagged :latest and IfNotPresent otherwise.',
};

const jobTtl = (what: string): CrdField => ({
  name: 'ttlSecondsAfterFinished',
  type: '*int32',
  shape: 'integer',
  required: false,
  description: `Copied to the ${what} Job: seconds after completion before Kubernetes deletes the finished Job. Only the Job is removed, not the Scan. May be null.`,
});

const jobResources = (container: string): CrdField => ({
  name: 'resources',
  type: 'corev1.ResourceRequirements',
  shape: 'object',
  required: false,
  k8sType: true,
  default: 'requests: cpu 200m, memory 100Mi; limits: cpu 400m, memory 200Mi',
  description: `CPU and memory requests and limits of the ${container} container. To drop only the limits (or only the requests), set that key to null explicitly, otherwise the default fills it in.`,
});

const scopeLimiterRequirement: readonly CrdField[] = [
  {name: 'key', type: 'string', shape: 'string', required: true, description: 'Name of a scope annotation on the initial Scan; it must start with scope.cascading.securecodebox.io/.'},
  {
    name: 'operator',
    type: 'string',
    shape: 'string',
    required: true,
    description:
      'How the annotation value is compared with values: In, NotIn, Contains, DoesNotContain, InCIDR, NotInCIDR, SubdomainOf or NotSubdomainOf.',
  },
  {
    name: 'values',
    type: '[]string',
    shape: 'array',
    items: 'string',
    required: true,
    description: 'Values taken from the finding, usually Mustache templates such as {{attributes.hostname}}.',
  },
];

const cascadeSpec: readonly CrdField[] = [
  {
    name: 'scopeLimiter',
    type: 'ScopeLimiter',
    shape: 'object',
    required: false,
    description: 'Conditions a finding must meet before any follow-up Scan is started from it; all given lists must pass.',
    children: [
      {
        name: 'validOnMissingRender',
        type: 'bool',
        shape: 'boolean',
        required: false,
        default: 'false',
        description: 'Whether a condition counts as met when its template refers to a finding field that does not exist.',
      },
      {name: 'anyOf', type: '[]ScopeLimiterRequirement', shape: 'array', items: 'object', required: false, description: 'At least one of these conditions must hold.', children: scopeLimiterRequirement},
      {name: 'allOf', type: '[]ScopeLimiterRequirement', shape: 'array', items: 'object', required: false, description: 'Every one of these conditions must hold.', children: scopeLimiterRequirement},
      {name: 'noneOf', type: '[]ScopeLimiterRequirement', shape: 'array', items: 'object', required: false, description: 'None of these conditions may hold.', children: scopeLimiterRequirement},
    ],
  },
  {name: 'inheritLabels', type: 'bool', shape: 'boolean', required: false, default: 'true', description: 'Copy the labels of this Scan to the follow-up Scans.'},
  {name: 'inheritAnnotations', type: 'bool', shape: 'boolean', required: false, default: 'true', description: 'Copy the annotations of this Scan to the follow-up Scans.'},
  {name: 'inheritEnv', type: 'bool', shape: 'boolean', required: false, default: 'false', description: 'Copy env to the follow-up Scans.'},
  {name: 'inheritVolumes', type: 'bool', shape: 'boolean', required: false, default: 'false', description: 'Copy volumes and volumeMounts to the follow-up Scans.'},
  {name: 'inheritInitContainers', type: 'bool', shape: 'boolean', required: false, default: 'false', description: 'Copy initContainers to the follow-up Scans; mostly useful together with inheritVolumes.'},
  {name: 'inheritHookSelector', type: 'bool', shape: 'boolean', required: false, default: 'false', description: 'Copy hookSelector to the follow-up Scans.'},
  {name: 'inheritAffinity', type: 'bool', shape: 'boolean', required: false, default: 'true', description: 'Copy affinity to the follow-up Scans.'},
  {name: 'inheritTolerations', type: 'bool', shape: 'boolean', required: false, default: 'true', description: 'Copy tolerations to the follow-up Scans.'},
  {
    name: 'matchLabels',
    type: 'map[string]string',
    shape: 'map',
    items: 'string',
    required: false,
    description: 'Only CascadingRules carrying all of these labels may start follow-up Scans.',
  },
  {
    name: 'matchExpressions',
    type: '[]metav1.LabelSelectorRequirement',
    shape: 'array',
    items: 'object',
    required: false,
    k8sType: true,
    description: 'Label selector expressions (key, operator In/NotIn/Exists/DoesNotExist, values) that CascadingRules must satisfy; combined with AND.',
  },
];

const scanSpec: readonly CrdField[] = [
  {
    name: 'scanType',
    type: 'string',
    shape: 'string',
    required: true,
    description: 'Name of the ScanType to run (a ClusterScanType when resourceMode is clusterWide).',
  },
  {
    name: 'resourceMode',
    type: 'ResourceMode',
    shape: 'string',
    required: false,
    default: 'namespaceLocal',
    enum: ['namespaceLocal', 'clusterWide'],
    description:
      'namespaceLocal uses the ScanType, ParseDefinition and ScanCompletionHooks of the Scan’s namespace; clusterWide uses their cluster-scoped variants instead.',
  },
  {
    name: 'parameters',
    type: '[]string',
    shape: 'array',
    items: 'string',
    required: true,
    description: 'Command line arguments handed to the scanner, including the target.',
  },
  {
    name: 'hookSelector',
    type: 'metav1.LabelSelector',
    shape: 'object',
    required: false,
    k8sType: true,
    description: 'Label selector (matchLabels, matchExpressions) choosing which hooks process this Scan. Unset means every hook.',
  },
  {...env('scanner'), description: 'Environment variables for the scanner container, merged with those of the first container in the ScanType’s job template.'},
  volumes('scanner'),
  volumeMounts('scanner'),
  {
    name: 'initContainers',
    type: '[]corev1.Container',
    shape: 'array',
    items: 'object',
    required: false,
    k8sType: true,
    description: 'Containers that run before the scanner, for example to download target lists into a shared volume.',
  },
  nodeSelector('scanner'),
  affinity('scanner'),
  tolerations('scanner'),
  {
    name: 'cascades',
    type: 'CascadeSpec',
    shape: 'object',
    required: false,
    description: 'Enables follow-up Scans: selects the CascadingRules that may fire and what the follow-up Scans inherit. Needs the cascading-scans hook.',
    children: cascadeSpec,
  },
  {
    name: 'resources',
    type: 'corev1.ResourceRequirements',
    shape: 'object',
    required: false,
    k8sType: true,
    description: 'CPU and memory requests and limits for the scanner container; when set they replace those of the ScanType’s job template.',
  },
  {
    name: 'ttlSecondsAfterFinished',
    type: '*int32',
    shape: 'integer',
    required: false,
    description: 'Seconds after the Scan reaches Done or Errored before it is deleted. Unset keeps it; 0 deletes it right away.',
  },
  {
    name: 'suspend',
    type: '*bool',
    shape: 'boolean',
    required: false,
    default: 'false',
    description: 'Pauses the Scan: the operator does not advance it until this is false again. TTL cleanup still applies to finished Scans.',
  },
];

const severities: readonly CrdField[] = ['informational', 'low', 'medium', 'high'].map((level) => ({
  name: level,
  type: 'uint64',
  shape: 'integer' as const,
  required: false,
  description: `Number of ${level.toUpperCase()} findings.`,
}));

const findingStats: CrdField = {
  name: 'findings',
  type: 'FindingStats',
  shape: 'object',
  required: false,
  description: 'Summary of the findings.',
  children: [
    {name: 'count', type: 'uint64', shape: 'integer', required: false, description: 'Total number of findings.'},
    {name: 'severities', type: 'FindingSeverities', shape: 'object', required: false, description: 'Number of findings per severity.', children: severities},
    {name: 'categories', type: 'map[string]uint64', shape: 'map', items: 'integer', required: false, description: 'Number of findings per category.'},
  ],
};

const hookStatus: readonly CrdField[] = [
  {name: 'hookName', type: 'string', shape: 'string', required: true, description: 'Name of the ScanCompletionHook.'},
  {name: 'state', type: 'HookState', shape: 'string', required: true, description: 'Pending, InProgress, Completed, Cancelled or Failed.'},
  {name: 'jobName', type: 'string', shape: 'string', required: false, description: 'Name of the Job that runs the hook for this Scan.'},
  {name: 'priority', type: 'int', shape: 'integer', required: true, description: 'Priority copied from the hook.'},
  {name: 'type', type: 'HookType', shape: 'string', required: true, description: 'ReadAndWrite or ReadOnly, copied from the hook.'},
];

const scanStatus: readonly CrdField[] = [
  {
    name: 'state',
    type: 'ScanState',
    shape: 'string',
    required: false,
    description:
      'Lifecycle phase: Init, Scanning, ScanCompleted, Parsing, ParseCompleted, HookProcessing, then Done, or Errored when something failed. (ReadAndWriteHookProcessing, ReadAndWriteHookCompleted and ReadOnlyHookProcessing are older phase names.)',
  },
  {name: 'finishedAt', type: 'metav1.Time', shape: 'string', required: false, description: 'When the Scan, its parser and all hooks had finished (Done or Errored).'},
  {name: 'errorDescription', type: 'string', shape: 'string', required: false, description: 'Why the Scan ended in Errored.'},
  {name: 'rawResultType', type: 'string', shape: 'string', required: false, description: 'Format of the raw result, copied from the ScanType’s extractResults.type; names the ParseDefinition to use.'},
  {name: 'rawResultFile', type: 'string', shape: 'string', required: false, description: 'File name of the raw result, e.g. nmap-results.xml.'},
  {name: 'findingDownloadLink', type: 'string', shape: 'string', required: false, description: 'Presigned URL to download findings.json; signed when the scanner job starts and valid for 7 days from then.'},
  {name: 'rawResultDownloadLink', type: 'string', shape: 'string', required: false, description: 'Presigned URL to download the raw result file; same lifetime as findingDownloadLink.'},
  {name: 'findingHeadLink', type: 'string', shape: 'string', required: false, description: 'Presigned URL for HEAD requests on findings.json; valid for the operator’s scanner URL lifetime (12h by default).'},
  {name: 'rawResultHeadLink', type: 'string', shape: 'string', required: false, description: 'Presigned URL for HEAD requests on the raw result file; same lifetime as findingHeadLink.'},
  findingStats,
  {name: 'readAndWriteHookStatus', type: '[]HookStatus', shape: 'array', items: 'object', required: false, description: 'Hook progress as recorded by operator versions before ordered hooks; kept for compatibility.', children: hookStatus},
  {
    name: 'orderedHookStatuses',
    type: '[][]HookStatus',
    shape: 'array',
    items: 'array',
    required: false,
    description: 'Progress of every selected hook, grouped by priority: each inner list is one group, run before the next.',
    children: hookStatus,
  },
];

const scheduledScanSpec: readonly CrdField[] = [
  {
    name: 'interval',
    type: 'metav1.Duration',
    shape: 'string',
    required: false,
    description: 'Time between two Scans as a Go duration such as 30m, 12h or 168h (hours is the largest unit). Set interval or schedule.',
  },
  {
    name: 'schedule',
    type: 'string',
    shape: 'string',
    required: false,
    description: 'Standard five-field cron expression, e.g. "0 3 * * 1". Takes precedence over interval when both are set.',
  },
  {
    name: 'successfulJobsHistoryLimit',
    type: '*int32',
    shape: 'integer',
    required: false,
    default: '3',
    defaultByOperator: true,
    description: 'How many finished (Done) Scans to keep; older ones are deleted. 0 deletes each Scan as soon as it is done. The default is applied by the operator.',
  },
  {
    name: 'failedJobsHistoryLimit',
    type: '*int32',
    shape: 'integer',
    required: false,
    default: '1',
    defaultByOperator: true,
    description: 'How many Errored Scans to keep; older ones are deleted. The default is applied by the operator.',
  },
  {
    name: 'concurrencyPolicy',
    type: 'ConcurrencyPolicy',
    shape: 'string',
    required: false,
    enum: ['Allow', 'Forbid', 'Replace'],
    description:
      'What happens when a Scan is due while the previous one still runs: Allow starts it anyway, Forbid skips it, Replace deletes the running Scan first. The CRD sets no default; left unset, the operator behaves as with Allow.',
  },
  {
    name: 'scanSpec',
    type: 'ScanSpec',
    shape: 'object',
    required: true,
    description: 'The spec of the Scans to create; the same fields as the spec of a Scan.',
    children: scanSpec,
  },
  {
    name: 'retriggerOnScanTypeChange',
    type: 'bool',
    shape: 'boolean',
    required: false,
    default: 'false',
    description: 'Start a Scan early when the referenced namespaced ScanType changes, e.g. after a chart upgrade.',
  },
  {
    name: 'suspend',
    type: '*bool',
    shape: 'boolean',
    required: false,
    default: 'false',
    description: 'Stops creating new Scans while true; Scans already running are not affected.',
  },
];

const scheduledScanStatus: readonly CrdField[] = [
  {name: 'lastScheduleTime', type: 'metav1.Time', shape: 'string', required: false, description: 'When the last Scan was created.'},
  {...findingStats, description: 'Finding summary of the most recent Scan that reached Done.'},
  {name: 'scanTypeHash', type: 'string', shape: 'string', required: false, description: 'Hash of the ScanType, used by retriggerOnScanTypeChange to notice changes.'},
];

const scanTypeSpec: readonly CrdField[] = [
  {
    name: 'extractResults',
    type: 'ExtractResults',
    shape: 'object',
    required: false,
    description: 'Where the raw result lies after the scanner has finished and what format it has.',
    children: [
      {
        name: 'type',
        type: 'string',
        shape: 'string',
        required: false,
        description: 'Format of the result, usually scanner and file type such as nmap-xml. A ParseDefinition with this name parses it.',
      },
      {
        name: 'location',
        type: 'string',
        shape: 'string',
        required: false,
        description: 'Absolute path of the result file in the scanner container; it must be below /home/securecodebox/, where the lurker sidecar picks it up.',
      },
    ],
  },
  {
    name: 'jobTemplate',
    type: 'batchv1.Job',
    shape: 'object',
    required: false,
    k8sType: true,
    description: 'Kubernetes Job used as the template for every Scan of this type; its first container is the scanner, and the Scan’s parameters are appended to that container’s command.',
  },
];

const parseDefinitionSpec: readonly CrdField[] = [
  {
    name: 'scopeLimiterAliases',
    type: 'map[string]string',
    shape: 'map',
    items: 'string',
    required: false,
    description: 'Named Mustache templates over the finding, so scope limiter rules can use one alias whatever the parser calls the field.',
  },
  {name: 'image', type: 'string', shape: 'string', required: false, description: 'Container image of the parser that turns the raw result into findings.'},
  imagePullSecrets('parser'),
  imagePullPolicy,
  jobTtl('parser'),
  {
    name: 'contentType',
    type: 'ContentType',
    shape: 'string',
    required: false,
    default: 'Text',
    enum: ['Text', 'Binary'],
    description: 'Whether the raw result is a text file or a binary file.',
  },
  env('parser'),
  volumes('parser'),
  volumeMounts('parser'),
  nodeSelector('parser'),
  affinity('parser'),
  tolerations('parser'),
  jobResources('parser'),
];

const scanCompletionHookSpec: readonly CrdField[] = [
  {
    name: 'type',
    type: 'HookType',
    shape: 'string',
    required: true,
    description: 'ReadAndWrite hooks may change findings and run one after another; ReadOnly hooks only read them and run in parallel.',
  },
  {
    name: 'priority',
    type: 'int',
    shape: 'integer',
    required: false,
    default: '0',
    description: 'Hooks with a higher number run first. Within one priority ReadAndWrite hooks run before ReadOnly hooks.',
  },
  {name: 'image', type: 'string', shape: 'string', required: false, description: 'Container image of the hook Job.'},
  imagePullSecrets('hook'),
  imagePullPolicy,
  env('hook'),
  volumes('hook'),
  volumeMounts('hook'),
  nodeSelector('hook'),
  affinity('hook'),
  tolerations('hook'),
  {
    name: 'serviceAccountName',
    type: '*string',
    shape: 'string',
    required: false,
    description:
      'ServiceAccount of the hook Job, for hooks that need extra RBAC rights. It needs at least get on scans and get and patch on scans/status. Unset uses scan-completion-hook.',
  },
  jobTtl('hook'),
  jobResources('hook'),
];

const matchesRule: readonly CrdField[] = [
  {name: 'name', type: 'string', shape: 'string', required: false, description: 'Finding name to match.'},
  {name: 'category', type: 'string', shape: 'string', required: false, description: 'Finding category to match, e.g. Open Port.'},
  {name: 'description', type: 'string', shape: 'string', required: false, description: 'Finding description to match.'},
  {name: 'location', type: 'string', shape: 'string', required: false, description: 'Finding location to match.'},
  {name: 'severity', type: 'string', shape: 'string', required: false, description: 'Finding severity to match: INFORMATIONAL, LOW, MEDIUM or HIGH.'},
  {name: 'osi_layer', type: 'string', shape: 'string', required: false, description: 'OSI layer of the finding to match, e.g. NETWORK or APPLICATION.'},
  {
    name: 'attributes',
    type: 'map[string]intstr.IntOrString',
    shape: 'map',
    items: 'int-or-string',
    required: false,
    description: 'Finding attributes to match; each value is a string or an integer, e.g. port: 443.',
  },
];

const cascadingRuleSpec: readonly CrdField[] = [
  {
    name: 'matches',
    type: 'Matches',
    shape: 'object',
    required: true,
    description: 'Which findings trigger the rule.',
    children: [
      {
        name: 'anyOf',
        type: '[]MatchesRule',
        shape: 'array',
        items: 'object',
        required: false,
        description: 'The rule fires for a finding that matches at least one entry. An entry matches when every field it names equals the finding’s value; * works as a wildcard in strings.',
        children: matchesRule,
      },
    ],
  },
  {
    name: 'scanLabels',
    type: 'map[string]string',
    shape: 'map',
    items: 'string',
    required: false,
    description: 'Labels added to each follow-up Scan; values may use Mustache templates over the parent Scan and the finding.',
  },
  {
    name: 'scanAnnotations',
    type: 'map[string]string',
    shape: 'map',
    items: 'string',
    required: false,
    description: 'Annotations added to each follow-up Scan, templated like scanLabels. Scope annotations cannot be set here.',
  },
  {
    name: 'scanSpec',
    type: 'ScanSpec',
    shape: 'object',
    required: true,
    description: 'Spec of the follow-up Scan. scanType, parameters, env values and the command and env of initContainers may use Mustache templates over the matched finding.',
    children: scanSpec,
  },
];

export const crdKinds: readonly CrdKind[] = [
  {
    kind: 'Scan',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'scans',
    scope: 'Namespaced',
    summary: 'One run of a scanner against a target; the operator turns it into a scan Job, a parse Job and hook Jobs.',
    spec: scanSpec,
    status: scanStatus,
  },
  {
    kind: 'ScheduledScan',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'scheduledscans',
    scope: 'Namespaced',
    summary: 'Creates a Scan from the same spec again and again, on an interval or a cron schedule.',
    spec: scheduledScanSpec,
    status: scheduledScanStatus,
  },
  {
    kind: 'ScanType',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'scantypes',
    scope: 'Namespaced',
    summary: 'Describes how a scanner runs: the Job template and where its raw result is written. Installed by each scanner chart.',
    spec: scanTypeSpec,
    status: [],
  },
  {
    kind: 'ClusterScanType',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'clusterscantypes',
    scope: 'Cluster',
    summary: 'A ScanType available to Scans in every namespace that set resourceMode: clusterWide.',
    spec: scanTypeSpec,
    status: [],
  },
  {
    kind: 'ParseDefinition',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'parsedefinitions',
    scope: 'Namespaced',
    summary: 'Names the parser image that converts one raw result format into secureCodeBox findings.',
    spec: parseDefinitionSpec,
    status: [],
  },
  {
    kind: 'ClusterParseDefinition',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'clusterparsedefinitions',
    scope: 'Cluster',
    summary: 'A ParseDefinition used by clusterWide Scans in any namespace.',
    spec: parseDefinitionSpec,
    status: [],
  },
  {
    kind: 'ScanCompletionHook',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'scancompletionhooks',
    scope: 'Namespaced',
    summary: 'A container that runs after a Scan has been parsed, to change, export or act on its findings.',
    spec: scanCompletionHookSpec,
    status: [],
  },
  {
    kind: 'ClusterScanCompletionHook',
    apiVersion: EXECUTION_API_VERSION,
    group: 'execution.securecodebox.io',
    plural: 'clusterscancompletionhooks',
    scope: 'Cluster',
    summary: 'A ScanCompletionHook that runs for clusterWide Scans in any namespace.',
    spec: scanCompletionHookSpec,
    status: [],
  },
  {
    kind: 'CascadingRule',
    apiVersion: CASCADING_API_VERSION,
    group: 'cascading.securecodebox.io',
    plural: 'cascadingrules',
    scope: 'Namespaced',
    summary: 'Starts a follow-up Scan for every finding of a Scan that matches its conditions.',
    spec: cascadingRuleSpec,
    status: [],
  },
];

export function findKind(apiVersion: string, kind: string): CrdKind | undefined {
  return crdKinds.find((k) => k.apiVersion === apiVersion && k.kind === kind);
}

export function getKind(kind: string): CrdKind {
  const found = crdKinds.find((k) => k.kind === kind);
  if (!found) throw new Error(`Unknown secureCodeBox kind "${kind}". Known kinds: ${crdKinds.map((k) => k.kind).join(', ')}`);
  return found;
}

/** True for apiVersions of the secureCodeBox API groups (any version). */
export function isSecureCodeBoxApiVersion(apiVersion: unknown): apiVersion is string {
  return typeof apiVersion === 'string' && crdGroups.some((group) => apiVersion.startsWith(`${group}/`));
}

export type FlatCrdField = {
  /** Dotted path; `[]` marks the elements of an array, e.g. `cascades.scopeLimiter.anyOf[].key`. */
  readonly path: string;
  readonly depth: number;
  readonly field: CrdField;
};

/** The fields of a part in document order, nested fields right after their parent. */
export function flattenFields(fields: readonly CrdField[], prefix = '', depth = 0): FlatCrdField[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const childPrefix = `${path}${field.shape === 'array' ? '[]' : ''}${field.items === 'array' ? '[]' : ''}.`;
    return [{path, depth, field}, ...(field.children ? flattenFields(field.children, childPrefix, depth + 1) : [])];
  });
}

// ---------------------------------------------------------------------------
// Validation of manifests against the model.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasShape(value: unknown, shape: CrdValueShape): boolean {
  switch (shape) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
    case 'map':
      return isPlainObject(value);
    case 'int-or-string':
      return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
  }
}

function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function validateObject(value: Record<string, unknown>, fields: readonly CrdField[], path: string, errors: string[]): void {
  const byName = new Map(fields.map((f) => [f.name, f]));
  for (const key of Object.keys(value)) {
    if (!byName.has(key)) errors.push(`${path}.${key}: unknown field (known: ${fields.map((f) => f.name).join(', ')})`);
  }
  for (const field of fields) {
    const fieldValue = value[field.name];
    // The API server drops null for fields that are not nullable, so null counts as absent.
    if (fieldValue === undefined || fieldValue === null) {
      if (field.required) errors.push(`${path}.${field.name}: required field is missing`);
      continue;
    }
    validateValue(fieldValue, field, `${path}.${field.name}`, errors);
  }
}

function validateValue(value: unknown, field: CrdField, path: string, errors: string[]): void {
  if (!hasShape(value, field.shape)) {
    errors.push(`${path}: expected ${field.shape} (${field.type}), got ${shapeOf(value)}`);
    return;
  }
  if (field.enum && !field.enum.includes(value as string)) {
    errors.push(`${path}: "${String(value)}" is not one of ${field.enum.join(', ')}`);
  }
  if (field.shape === 'map' && field.items) {
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      if (!hasShape(entry, field.items)) errors.push(`${path}.${key}: expected ${field.items}, got ${shapeOf(entry)}`);
    }
  }
  if (field.shape === 'array' && field.items) {
    (value as unknown[]).forEach((element, i) => {
      const elementPath = `${path}[${i}]`;
      if (!hasShape(element, field.items!)) {
        errors.push(`${elementPath}: expected ${field.items}, got ${shapeOf(element)}`);
      } else if (field.children && !field.k8sType && field.items === 'object') {
        validateObject(element as Record<string, unknown>, field.children, elementPath, errors);
      }
    });
  }
  if (field.shape === 'object' && field.children && !field.k8sType) {
    validateObject(value as Record<string, unknown>, field.children, path, errors);
  }
}

const topLevelKeys = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'status']);

/**
 * Checks a parsed manifest of a secureCodeBox kind against the model and returns
 * readable problems (empty when the manifest is valid). Kubernetes built-in types
 * inside the spec are only checked for their outer shape.
 */
export function validateManifest(manifest: unknown): string[] {
  if (!isPlainObject(manifest)) return ['manifest is not a YAML mapping'];
  const errors: string[] = [];
  const {apiVersion, kind, metadata, spec} = manifest;
  if (!isSecureCodeBoxApiVersion(apiVersion)) return [`apiVersion "${String(apiVersion)}" is not a secureCodeBox API version`];
  if (typeof kind !== 'string') return ['kind is missing'];
  const model = findKind(apiVersion, kind);
  if (!model) {
    const sameKind = crdKinds.find((k) => k.kind === kind);
    return [
      sameKind
        ? `kind ${kind} belongs to apiVersion ${sameKind.apiVersion}, not ${apiVersion}`
        : `unknown kind ${kind} for apiVersion ${apiVersion}`,
    ];
  }
  for (const key of Object.keys(manifest)) {
    if (!topLevelKeys.has(key)) errors.push(`${key}: unknown top-level field`);
  }
  if (!isPlainObject(metadata) || typeof metadata.name !== 'string' || metadata.name === '') {
    errors.push('metadata.name: required field is missing');
  }
  if (spec === undefined || spec === null) {
    if (model.spec.some((f) => f.required)) errors.push('spec: required field is missing');
  } else if (!isPlainObject(spec)) {
    errors.push(`spec: expected object, got ${shapeOf(spec)}`);
  } else {
    validateObject(spec, model.spec, 'spec', errors);
  }
  return errors;
}
