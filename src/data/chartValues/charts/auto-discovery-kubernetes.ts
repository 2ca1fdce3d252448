// The auto-discovery-kubernetes chart's keys: the controller Deployment and the
// AutoDiscoveryConfig below `config`, which the chart writes into a ConfigMap.
import {deploymentKeys, type Descriptions} from '../documentChart';

export default {
  ...deploymentKeys('auto-discovery'),
  'config.apiVersion': 'API version of the configuration file; leave it as it is.',
  'config.kind': 'Kind of the configuration file; leave it as it is.',
  'config.cluster.name': 'Name of the cluster, available to templates as `{{ .Cluster.Name }}`; the default annotations put it into DefectDojo product names.',
  'config.resourceInclusion.mode':
    'Which objects are considered: `enabled-per-namespace` (annotated namespaces), `enabled-per-resource` (annotated objects) or `all`.',
  'config.serviceAutoDiscovery.enabled': 'Create scans for the Services of the considered namespaces.',
  'config.serviceAutoDiscovery.passiveReconcileInterval':
    'How often each Service is checked again, to notice changed pods or a ScanType installed since.',
  'config.serviceAutoDiscovery.scanConfigs': 'Scan templates for Services: one ScheduledScan per Service, port and entry.',
  'config.containerAutoDiscovery.enabled': 'Create scans for the container images of the pods in the considered namespaces.',
  'config.containerAutoDiscovery.passiveReconcileInterval':
    'How long to wait before looking again at a pod whose scans need a ScanType that is not installed yet; other pods are not revisited on this interval.',
  'config.containerAutoDiscovery.scanConfigs': 'Scan templates for container images: one ScheduledScan per image and entry.',
  'config.containerAutoDiscovery.imagePullSecretConfig.mapImagePullSecretsToEnvironmentVariables':
    'Hand the credentials from a pod’s image pull secrets to the scanner, so it can read images from private registries.',
  'config.containerAutoDiscovery.imagePullSecretConfig.usernameEnvironmentVariableName': 'Environment variable of the scanner that receives the registry user name.',
  'config.containerAutoDiscovery.imagePullSecretConfig.passwordEnvironmentVariableName': 'Environment variable of the scanner that receives the registry password.',
  'config.health.healthProbeBindAddress': 'Address the liveness and readiness endpoints listen on.',
  'config.metrics.bindAddress': 'Address the Prometheus metrics endpoint listens on.',
  'config.leaderElection.leaderElect': 'Elect a leader, so that only one replica of the controller acts at a time.',
  'config.leaderElection.resourceName': 'Name of the lock object used for the leader election.',
} satisfies Descriptions;
