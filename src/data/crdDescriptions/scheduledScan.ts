// Our words on the ScheduledScan custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {under, type CrdDescriptions} from './types';
import scan, {findingStats} from './scan';

const scheduledScan = {
  summary: 'Creates a Scan from the same spec again and again, on an interval or a cron schedule.',
  spec: {
    interval: {description: 'Time between two Scans as a Go duration such as 30m, 12h or 168h (hours is the largest unit). Set interval or schedule.'},
    schedule: {description: 'Standard five-field cron expression, e.g. "0 3 * * 1". Takes precedence over interval when both are set.'},
    successfulJobsHistoryLimit: {description: 'How many finished (Done) Scans to keep; older ones are deleted. 0 deletes each Scan as soon as it is done. The default is applied by the operator.', operatorDefault: '3'},
    failedJobsHistoryLimit: {description: 'How many Errored Scans to keep; older ones are deleted. The default is applied by the operator.', operatorDefault: '1'},
    concurrencyPolicy: {description: 'What happens when a Scan is due while the previous one still runs: Allow starts it anyway, Forbid skips it, Replace deletes the running Scan first. The CRD sets no default; left unset, the operator behaves as with Allow.'},
    scanSpec: {description: 'The spec of the Scans to create; the same fields as the spec of a Scan.'},
    ...under('scanSpec', scan.spec),
    retriggerOnScanTypeChange: {description: 'Start a Scan early when the referenced namespaced ScanType changes, e.g. after a chart upgrade.'},
    suspend: {description: 'Stops creating new Scans while true; Scans already running are not affected.'},
  },
  status: {
    lastScheduleTime: {description: 'When the last Scan was created.'},
    findings: {description: 'Finding summary of the most recent Scan that reached Done.'},
    ...under('findings', findingStats),
    scanTypeHash: {description: 'Hash of the ScanType, used by retriggerOnScanTypeChange to notice changes.'},
  },
} satisfies CrdDescriptions;

export default scheduledScan;
