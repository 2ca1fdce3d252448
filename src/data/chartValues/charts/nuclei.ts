// The nuclei chart's own keys: the shared template cache and the CronJob that refreshes it.
import type {Descriptions} from '../documentChart';

export default {
  'nucleiTemplateCache.enabled':
    'Keep the Nuclei templates on a shared volume that a CronJob refreshes, so scans skip the download and the update check.',
  'nucleiTemplateCache.accessMode': 'Access modes requested for the cache’s PersistentVolumeClaim `nuclei-content-claim`.',
  'nucleiTemplateCache.schedule': 'Cron expression for the job that refreshes the cached templates.',
  'nucleiTemplateCache.successfulJobsHistoryLimit': 'How many completed refresh jobs Kubernetes keeps.',
  'nucleiTemplateCache.failedJobsHistoryLimit': 'How many failed refresh jobs Kubernetes keeps.',
  'nucleiTemplateCache.concurrencyPolicy': 'What happens when a refresh is due while the last one still runs: `Allow`, `Forbid` or `Replace`.',
} satisfies Descriptions;
