// The trivy chart's own keys: the database cache, the Kubernetes scan scope and the
// ScanType for the auto-discovery.
import type {Descriptions} from '../documentChart';

export default {
  k8sScanScope:
    'Rights of the `trivy-k8s` ServiceAccount: `namespace` binds a read-only Role; `cluster` binds `cluster-admin` (the chart’s read-only ClusterRole stays unbound).',
  'trivyDatabaseCache.enabled':
    'Run a Trivy server (Deployment and Service `trivy-database`) that holds the vulnerability database; scans query it instead of downloading the database.',
  'trivyDatabaseCache.replicas': 'Number of pods of the `trivy-database` Deployment.',
  'trivyDatabaseCache.resources': 'CPU and memory requests and limits of the database server container.',
  'trivyDatabaseCache.podSecurityContext.runAsUser': 'User ID the database server pod runs as.',
  'trivyDatabaseCache.cacheStorageLimit': 'Size limit of each of the two scratch volumes (database cache and temporary files) of the server pod.',
  'trivyDatabaseCache.securityContext.runAsNonRoot': 'Refuse to start the database server container as root.',
  'trivyDatabaseCache.securityContext.readOnlyRootFilesystem': 'Mount the database server container’s root file system read-only.',
  'trivyDatabaseCache.securityContext.allowPrivilegeEscalation':
    'Whether a process in the database server container may gain more privileges than its parent.',
  'trivyDatabaseCache.securityContext.privileged': 'Run the database server container in privileged mode.',
  'trivyDatabaseCache.securityContext.capabilities.drop': 'Linux capabilities taken away from the database server container.',
  createAutoDiscoveryScanType:
    'Also install the `trivy-image-autodiscovery` ScanType and its ServiceAccount, which the container auto-discovery uses.',
} satisfies Descriptions;
