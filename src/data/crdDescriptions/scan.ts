// Our words on the Scan custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {under, type CrdDescriptions} from './types';

/** The finding summary in the status of a Scan and of a ScheduledScan. */
export const findingStats = {
  count: {description: 'Total number of findings.'},
  severities: {description: 'Number of findings per severity.'},
  'severities.informational': {description: 'Number of INFORMATIONAL findings.'},
  'severities.low': {description: 'Number of LOW findings.'},
  'severities.medium': {description: 'Number of MEDIUM findings.'},
  'severities.high': {description: 'Number of HIGH findings.'},
  categories: {description: 'Number of findings per category.'},
};

/** One hook's progress in a Scan's status. */
const hookStatus = {
  hookName: {description: 'Name of the ScanCompletionHook.'},
  state: {description: 'Pending, InProgress, Completed, Cancelled or Failed.'},
  jobName: {description: 'Name of the Job that runs the hook for this Scan.'},
  priority: {description: 'Priority copied from the hook.'},
  type: {description: 'ReadAndWrite or ReadOnly, copied from the hook.'},
};

/** One condition of a scope limiter. */
const scopeLimiterRequirement = {
  key: {description: 'Name of a scope annotation on the initial Scan; it must start with scope.cascading.securecodebox.io/.'},
  operator: {description: 'How the annotation value is compared with values: In, NotIn, Contains, DoesNotContain, InCIDR, NotInCIDR, SubdomainOf or NotSubdomainOf.'},
  values: {description: 'Values taken from the finding, usually Mustache templates such as {{attributes.hostname}}.'},
};

const scan = {
  summary: 'One run of a scanner against a target; the operator turns it into a scan Job, a parse Job and hook Jobs.',
  spec: {
    scanType: {description: 'Name of the ScanType to run (a ClusterScanType when resourceMode is clusterWide).'},
    resourceMode: {description: 'namespaceLocal uses the ScanType, ParseDefinition and ScanCompletionHooks of the Scan’s namespace; clusterWide uses their cluster-scoped variants instead.'},
    parameters: {description: 'Command line arguments handed to the scanner, including the target.'},
    hookSelector: {description: 'Label selector (matchLabels, matchExpressions) choosing which hooks process this Scan. Unset means every hook.'},
    env: {description: 'Environment variables for the scanner container, merged with those of the first container in the ScanType’s job template.'},
    volumes: {description: 'Extra volumes added to the scanner pod; mount them with volumeMounts.'},
    volumeMounts: {description: 'Where the volumes listed in volumes appear inside the scanner container.'},
    initContainers: {description: 'Containers that run before the scanner, for example to download target lists into a shared volume.'},
    // operator/controllers/execution/scans: scan_reconciler.go, parse_reconciler.go and
    // hook_reconciler.go (generateJobForHook) apply these three to every job of the Scan.
    nodeSelector: {description: 'Node labels a node must carry to run the Scan’s jobs: merged into the node selector of the scanner job (from the ScanType), the parse job (from the ParseDefinition) and every hook job (from the hook); where both name a label, the Scan’s value wins.'},
    affinity: {description: 'Affinity rules for the Scan’s jobs, for placement that nodeSelector cannot express: when set, they replace the affinity of the ScanType’s job template, of the ParseDefinition and of every hook for this Scan.'},
    tolerations: {description: 'Taints the Scan’s jobs tolerate: when set, they replace the tolerations of the ScanType’s job template, of the ParseDefinition and of every hook for this Scan.'},
    cascades: {description: 'Enables follow-up Scans: selects the CascadingRules that may fire and what the follow-up Scans inherit. Needs the cascading-scans hook.'},
    'cascades.scopeLimiter': {description: 'Conditions a finding must meet before any follow-up Scan is started from it; all given lists must pass.'},
    'cascades.scopeLimiter.validOnMissingRender': {description: 'Whether a condition counts as met when its template refers to a finding field that does not exist.'},
    'cascades.scopeLimiter.anyOf': {description: 'At least one of these conditions must hold.'},
    ...under('cascades.scopeLimiter.anyOf[]', scopeLimiterRequirement),
    'cascades.scopeLimiter.allOf': {description: 'Every one of these conditions must hold.'},
    ...under('cascades.scopeLimiter.allOf[]', scopeLimiterRequirement),
    'cascades.scopeLimiter.noneOf': {description: 'None of these conditions may hold.'},
    ...under('cascades.scopeLimiter.noneOf[]', scopeLimiterRequirement),
    'cascades.inheritLabels': {description: 'Copy the labels of this Scan to the follow-up Scans.'},
    'cascades.inheritAnnotations': {description: 'Copy the annotations of this Scan to the follow-up Scans.'},
    'cascades.inheritEnv': {description: 'Copy env to the follow-up Scans.'},
    'cascades.inheritVolumes': {description: 'Copy volumes and volumeMounts to the follow-up Scans.'},
    'cascades.inheritInitContainers': {description: 'Copy initContainers to the follow-up Scans; mostly useful together with inheritVolumes.'},
    'cascades.inheritHookSelector': {description: 'Copy hookSelector to the follow-up Scans.'},
    'cascades.inheritAffinity': {description: 'Copy affinity to the follow-up Scans.'},
    'cascades.inheritTolerations': {description: 'Copy tolerations to the follow-up Scans.'},
    'cascades.matchLabels': {description: 'Only CascadingRules carrying all of these labels may start follow-up Scans.'},
    'cascades.matchExpressions': {description: 'Label selector expressions (key, operator In/NotIn/Exists/DoesNotExist, values) that CascadingRules must satisfy; combined with AND.'},
    resources: {description: 'CPU and memory requests and limits for the scanner container; when set they replace those of the ScanType’s job template.'},
    ttlSecondsAfterFinished: {description: 'Seconds after the Scan reaches Done or Errored before it is deleted. Unset keeps it; 0 deletes it right away.'},
    suspend: {description: 'Pauses the Scan: the operator does not advance it until this is false again. TTL cleanup still applies to finished Scans.'},
  },
  status: {
    state: {description: 'Lifecycle phase: Init, Scanning, ScanCompleted, Parsing, ParseCompleted, HookProcessing, then Done, or Errored when something failed. (ReadAndWriteHookProcessing, ReadAndWriteHookCompleted and ReadOnlyHookProcessing are older phase names.)'},
    finishedAt: {description: 'When the Scan, its parser and all hooks had finished (Done or Errored).'},
    errorDescription: {description: 'Why the Scan ended in Errored.'},
    rawResultType: {description: 'Format of the raw result, copied from the ScanType’s extractResults.type; names the ParseDefinition to use.'},
    rawResultFile: {description: 'File name of the raw result, e.g. nmap-results.xml.'},
    findingDownloadLink: {description: 'Presigned URL to download findings.json; signed when the scanner job starts and valid for 7 days from then.'},
    rawResultDownloadLink: {description: 'Presigned URL to download the raw result file; same lifetime as findingDownloadLink.'},
    findingHeadLink: {description: 'Presigned URL for HEAD requests on findings.json; valid for the operator’s scanner URL lifetime (12h by default).'},
    rawResultHeadLink: {description: 'Presigned URL for HEAD requests on the raw result file; same lifetime as findingHeadLink.'},
    findings: {description: 'Summary of the findings.'},
    ...under('findings', findingStats),
    readAndWriteHookStatus: {description: 'Hook progress as recorded by operator versions before ordered hooks; kept for compatibility.'},
    ...under('readAndWriteHookStatus[]', hookStatus),
    // operator/utils/orderedhookgroups.go: FromUnorderedList and OrderHookStatusesInsideAPrioClass.
    orderedHookStatuses: {description: 'Progress of every selected hook, in the groups they run in, one group after the other: priorities from highest to lowest, and within a priority each ReadAndWrite hook as a group of its own, then one group with all ReadOnly hooks, which run side by side.'},
    ...under('orderedHookStatuses[][]', hookStatus),
  },
} satisfies CrdDescriptions;

export default scan;
