// The operator chart's keys: the operator Deployment, the lurker it adds to scans, the result
// storage (bundled MinIO or an external S3 bucket) and the URLs jobs use to reach it.
import facts from '../release/generated/charts/operator';
import {deploymentKeys, documentChart, imageTag, pullPolicy} from './documentChart';

const probe = (kind: 'liveness' | 'readiness', meaning: string) => ({
  [`probes.${kind}.httpGet.path`]: `HTTP path of the ${kind} probe, which asks whether the operator ${meaning}.`,
  [`probes.${kind}.httpGet.port`]: `Container port (by name) the ${kind} probe calls.`,
  [`probes.${kind}.initialDelaySeconds`]: `Seconds after the container starts before the first ${kind} probe.`,
  [`probes.${kind}.periodSeconds`]: `Seconds between two ${kind} probes.`,
});

export default documentChart(facts, {
  ...deploymentKeys('operator'),
  telemetryEnabled: 'Let the operator send anonymous usage statistics to the secureCodeBox team.',
  clusterDomain: 'DNS domain of the cluster, part of the in-cluster address under which the operator reaches the bundled MinIO.',
  'customCACertificate.existingCertificate': {
    text: 'ConfigMap with extra CA certificates that the operator, lurkers, parsers and hooks trust; it must exist in every namespace that runs scans.',
    type: 'string',
  },
  'customCACertificate.certificate': 'Entry of that ConfigMap with the certificates; it is mounted as a file of that name below `/etc/ssl/certs/`.',
  extraVolumes: 'Extra volumes for the operator pod; mount them with `extraVolumeMounts`.',
  extraVolumeMounts: 'Where the extra volumes appear inside the operator container.',
  'serviceAccount.name': 'ServiceAccount the operator runs as and whose RBAC bindings the chart creates.',
  'serviceAccount.annotations': 'Annotations on that ServiceAccount, for example an AWS IAM role for `s3.authType: aws-iam`.',
  'serviceAccount.labels': 'Labels on that ServiceAccount.',
  'securityContext.seccompProfile.type':
    'Seccomp profile of the operator container (`RuntimeDefault`, `Unconfined` or `Localhost`); the lurkers in scan pods get the same.',
  ...probe('liveness', 'still works'),
  ...probe('readiness', 'is ready to reconcile'),
  nodeSelector: 'Node labels a node must have to run the operator pod and the bundled MinIO.',
  'metrics.serviceMonitor.enabled': 'Create a ServiceMonitor so that a Prometheus Operator scrapes the operator’s metrics.',
  'lurker.image.repository': 'Image of the lurker, the sidecar that uploads the raw result of each scan.',
  'lurker.image.tag': imageTag('lurker.image', 'lurker'),
  'lurker.image.pullPolicy': pullPolicy('lurker'),
  'minio.enabled': 'Run a bundled MinIO as the result storage; `false` sends results to the external bucket configured under `s3`.',
  'minio.image.repository': 'Image of the bundled MinIO.',
  'minio.image.tag': 'Tag of the bundled MinIO image.',
  'minio.image.pullPolicy': pullPolicy('MinIO'),
  'minio.defaultBuckets': 'Bucket the bundled MinIO creates and the operator stores results in.',
  'minio.auth.rootUser': 'MinIO root user written into the Secret the chart generates.',
  'minio.auth.rootPassword': 'MinIO root password for that Secret; empty generates a random one, which later upgrades keep.',
  'minio.auth.existingSecret': 'Your own Secret with the entries `root-user` and `root-password`, used instead of a generated one.',
  'minio.resources.requests.memory': 'Memory the MinIO container requests.',
  'minio.resources.requests.cpu': 'CPU the MinIO container requests.',
  'minio.resources.limits.memory': 'Most memory the MinIO container may use before it is stopped.',
  'minio.resources.limits.cpu': 'Most CPU the MinIO container may use.',
  'minio.resources.limits.ephemeral-storage': 'Most local scratch disk the MinIO container may use.',
  'minio.persistence.storageClass': 'StorageClass of MinIO’s data volume; empty uses the cluster’s default class.',
  'minio.persistence.size': 'Size of MinIO’s data volume.',
  'minio.podSecurityContext.runAsUser': 'User ID of the MinIO pod.',
  'minio.podSecurityContext.runAsGroup': 'Group ID of the MinIO pod.',
  'minio.podSecurityContext.fsGroup': 'Group that owns MinIO’s data volume.',
  'minio.securityContext.runAsNonRoot': 'Refuse to start the MinIO container as root.',
  'minio.securityContext.runAsUser': 'User ID of the MinIO container.',
  'minio.securityContext.runAsGroup': 'Group ID of the MinIO container.',
  'minio.securityContext.allowPrivilegeEscalation': 'Whether a process in the MinIO container may gain more privileges than its parent.',
  'minio.securityContext.capabilities.drop': 'Linux capabilities taken away from the MinIO container.',
  'minio.securityContext.seccompProfile.type': 'Seccomp profile of the MinIO container.',
  'minio.tls.enabled': (chart) =>
    `Meant for TLS to the bundled MinIO, not implemented in ${chart.version}: MinIO serves plain HTTP, so \`true\` only breaks the operator’s uploads. Leave it \`false\`.`,
  's3.enabled': 'Meant as the switch to an external bucket; the chart switches on `minio.enabled` instead.',
  's3.tls.enabled': 'Connect to the external bucket over TLS.',
  's3.endpoint': 'Host name of the S3-compatible endpoint, without scheme.',
  's3.bucket': 'Bucket the operator stores results in.',
  's3.port': {text: 'Port of the endpoint; unset leaves it to the client’s default for the protocol.', type: 'integer'},
  's3.authType':
    '`access-secret-key` reads an access key pair from `s3.keySecret`; `aws-iam` uses the pod’s AWS identity (IRSA or EKS Pod Identity).',
  's3.keySecret': 'Secret with the access key pair, for `access-secret-key`.',
  's3.secretAttributeNames.accesskey': 'Entry of that Secret with the access key ID.',
  's3.secretAttributeNames.secretkey': 'Entry of that Secret with the secret access key.',
  's3.awsStsEndpoint': 'AWS STS endpoint used with `aws-iam`; a regional endpoint can replace the global one.',
  's3.urlTemplate': {
    text: 'Go template for the object path of each result file; unset stores them as `scan-{{ .Scan.UID }}/{{ .Filename }}`.',
    type: 'string',
  },
  'presignedUrlExpirationTimes.scanners': 'How long the upload URL handed to a scan’s lurker stays valid.',
  'presignedUrlExpirationTimes.parsers': 'How long the URLs handed to a parse job stay valid.',
  'presignedUrlExpirationTimes.hooks': 'How long the URLs handed to a hook job stay valid.',
  allowIstioSidecarInjectionInJobs:
    'Value of the `sidecar.istio.io/inject` annotation on scan, parse and hook jobs; `false` keeps out sidecars that would keep jobs from finishing.',
});
