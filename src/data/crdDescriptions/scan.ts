// Our words on the Scan custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {under, type CrdDescriptions} from './types';

/** The finding summary in the status of a Scan and of a ScheduledScan. */
export const findingStats = {
  count: {type: 'uint64', description: 'Total number of findings.'},
  severities: {type: 'FindingSeverities', description: 'Number of findings per severity.'},
  'severities.informational': {type: 'uint64', description: 'Number of INFORMATIONAL findings.'},
  'severities.low': {type: 'uint64', description: 'Number of LOW findings.'},
  'severities.medium': {type: 'uint64', description: 'Number of MEDIUM findings.'},
  'severities.high': {type: 'uint64', description: 'Number of HIGH findings.'},
  categories: {type: 'map[string]uint64', description: 'Number of findings per category.'},
};

/** One hook's progress in a Scan's status. */
const hookStatus = {
  hookName: {type: 'string', description: 'Name of the ScanCompletionHook.'},
  state: {type: 'HookState', description: 'Pending, InProgress, Completed, Cancelled or Failed.'},
  jobName: {type: 'string', description: 'Name of the Job that runs the hook for this Scan.'},
  priority: {type: 'int', description: 'Priority copied from the hook.'},
  type: {type: 'HookType', description: 'ReadAndWrite or ReadOnly, copied from the hook.'},
};

/** One condition of a scope limiter. */
const scopeLimiterRequirement = {
  key: {type: 'string', description: 'Name of a scope annotation on the initial Scan; it must start with scope.cascading.securecodebox.io/.'},
  operator: {type: 'string', description: 'How the annotation value is compared with values: In, NotIn, Contains, DoesNotContain, InCIDR, NotInCIDR, SubdomainOf or NotSubdomainOf.'},
  values: {type: '[]string', description: 'Values taken from the finding, usually Mustache templates such as {{attributes.hostname}}.'},
};

const scan = {
  summary: 'One run of a scanner against a target; the operator turns it into a scan Job, a parse Job and hook Jobs.',
  spec: {
    scanType: {type: 'string', description: 'Name of the ScanType to run (a ClusterScanType when resourceMode is clusterWide).'},
    resourceMode: {type: 'ResourceMode', description: 'namespaceLocal uses the ScanType, ParseDefinition and ScanCompletionHooks of the Scan’s namespace; clusterWide uses their cluster-scoped variants instead.'},
    parameters: {type: '[]string', description: 'Command line arguments handed to the scanner, including the target.'},
    hookSelector: {type: 'metav1.LabelSelector', description: 'Label selector (matchLabels, matchExpressions) choosing which hooks process this Scan. Unset means every hook.'},
    env: {type: '[]corev1.EnvVar', description: 'Environment variables for the scanner container, merged with those of the first container in the ScanType’s job template.'},
    volumes: {type: '[]corev1.Volume', description: 'Extra volumes added to the scanner pod; mount them with volumeMounts.'},
    volumeMounts: {type: '[]corev1.VolumeMount', description: 'Where the volumes listed in volumes appear inside the scanner container.'},
    initContainers: {type: '[]corev1.Container', description: 'Containers that run before the scanner, for example to download target lists into a shared volume.'},
    nodeSelector: {type: 'map[string]string', description: 'Node labels that a node must carry for the scanner pod to be scheduled on it.'},
    affinity: {type: 'corev1.Affinity', description: 'Node and pod affinity rules for the scanner pod, for placement rules that nodeSelector cannot express.'},
    tolerations: {type: '[]corev1.Toleration', description: 'Taints the scanner pod tolerates, so it can run on tainted nodes.'},
    cascades: {type: 'CascadeSpec', description: 'Enables follow-up Scans: selects the CascadingRules that may fire and what the follow-up Scans inherit. Needs the cascading-scans hook.'},
    'cascades.scopeLimiter': {type: 'ScopeLimiter', description: 'Conditions a finding must meet before any follow-up Scan is started from it; all given lists must pass.'},
    'cascades.scopeLimiter.validOnMissingRender': {type: 'bool', description: 'Whether a condition counts as met when its template refers to a finding field that does not exist.'},
    'cascades.scopeLimiter.anyOf': {type: '[]ScopeLimiterRequirement', description: 'At least one of these conditions must hold.'},
    ...under('cascades.scopeLimiter.anyOf[]', scopeLimiterRequirement),
    'cascades.scopeLimiter.allOf': {type: '[]ScopeLimiterRequirement', description: 'Every one of these conditions must hold.'},
    ...under('cascades.scopeLimiter.allOf[]', scopeLimiterRequirement),
    'cascades.scopeLimiter.noneOf': {type: '[]ScopeLimiterRequirement', description: 'None of these conditions may hold.'},
    ...under('cascades.scopeLimiter.noneOf[]', scopeLimiterRequirement),
    'cascades.inheritLabels': {type: 'bool', description: 'Copy the labels of this Scan to the follow-up Scans.'},
    'cascades.inheritAnnotations': {type: 'bool', description: 'Copy the annotations of this Scan to the follow-up Scans.'},
    'cascades.inheritEnv': {type: 'bool', description: 'Copy env to the follow-up Scans.'},
    'cascades.inheritVolumes': {type: 'bool', description: 'Copy volumes and volumeMounts to the follow-up Scans.'},
    'cascades.inheritInitContainers': {type: 'bool', description: 'Copy initContainers to the follow-up Scans; mostly useful together with inheritVolumes.'},
    'cascades.inheritHookSelector': {type: 'bool', description: 'Copy hookSelector to the follow-up Scans.'},
    'cascades.inheritAffinity': {type: 'bool', description: 'Copy affinity to the follow-up Scans.'},
    'cascades.inheritTolerations': {type: 'bool', description: 'Copy tolerations to the follow-up Scans.'},
    'cascades.matchLabels': {type: 'map[string]string', description: 'Only CascadingRules carrying all of these labels may start follow-up Scans.'},
    'cascades.matchExpressions': {type: '[]metav1.LabelSelectorRequirement', description: 'Label selector expressions (key, operator In/NotIn/Exists/DoesNotExist, values) that CascadingRules must satisfy; combined with AND.'},
    resources: {type: 'corev1.ResourceRequirements', description: 'CPU and memory requests and limits for the scanner container; when set they replace those of the ScanType’s job template.'},
    ttlSecondsAfterFinished: {type: '*int32', description: 'Seconds after the Scan reaches Done or Errored before it is deleted. Unset keeps it; 0 deletes it right away.'},
    suspend: {type: '*bool', description: 'Pauses the Scan: the operator does not advance it until this is false again. TTL cleanup still applies to finished Scans.'},
  },
  status: {
    state: {type: 'ScanState', description: 'Lifecycle phase: Init, Scanning, ScanCompleted, Parsing, ParseCompleted, HookProcessing, then Done, or Errored when something failed. (ReadAndWriteHookProcessing, ReadAndWriteHookCompleted and ReadOnlyHookProcessing are older phase names.)'},
    finishedAt: {type: 'metav1.Time', description: 'When the Scan, its parser and all hooks had finished (Done or Errored).'},
    errorDescription: {type: 'string', description: 'Why the Scan ended in Errored.'},
    rawResultType: {type: 'string', description: 'Format of the raw result, copied from the ScanType’s extractResults.type; names the ParseDefinition to use.'},
    rawResultFile: {type: 'string', description: 'File name of the raw result, e.g. nmap-results.xml.'},
    findingDownloadLink: {type: 'string', description: 'Presigned URL to download findings.json; signed when the scanner job starts and valid for 7 days from then.'},
    rawResultDownloadLink: {type: 'string', description: 'Presigned URL to download the raw result file; same lifetime as findingDownloadLink.'},
    findingHeadLink: {type: 'string', description: 'Presigned URL for HEAD requests on findings.json; valid for the operator’s scanner URL lifetime (12h by default).'},
    rawResultHeadLink: {type: 'string', description: 'Presigned URL for HEAD requests on the raw result file; same lifetime as findingHeadLink.'},
    findings: {type: 'FindingStats', description: 'Summary of the findings.'},
    ...under('findings', findingStats),
    readAndWriteHookStatus: {type: '[]HookStatus', description: 'Hook progress as recorded by operator versions before ordered hooks; kept for compatibility.'},
    ...under('readAndWriteHookStatus[]', hookStatus),
    orderedHookStatuses: {type: '[][]HookStatus', description: 'Progress of every selected hook, grouped by priority: each inner list is one group, run before the next.'},
    ...under('orderedHookStatuses[][]', hookStatus),
  },
} satisfies CrdDescriptions;

export default scan;
