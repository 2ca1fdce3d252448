// Our words on the ScanCompletionHook custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {type CrdDescriptions} from './types';

const scanCompletionHook = {
  summary: 'A container that runs after a Scan has been parsed, to change, export or act on its findings.',
  spec: {
    type: {description: 'ReadAndWrite hooks may change findings and run one after another; ReadOnly hooks only read them and run in parallel.'},
    priority: {description: 'Hooks with a higher number run first. Within one priority ReadAndWrite hooks run before ReadOnly hooks.'},
    image: {description: 'Container image of the hook Job.'},
    imagePullSecrets: {description: 'Secrets (by name, in the same namespace) used to pull the hook image from a private registry.'},
    imagePullPolicy: {description: 'When Kubernetes pulls the image: Always, IfNotPresent or Never. Unset means Always for images tagged :latest and IfNotPresent otherwise.'},
    env: {description: 'Environment variables for the hook container, either literal values or references to Secrets and ConfigMaps.'},
    volumes: {description: 'Extra volumes added to the hook pod; mount them with volumeMounts.'},
    volumeMounts: {description: 'Where the volumes listed in volumes appear inside the hook container.'},
    nodeSelector: {description: 'Node labels that a node must carry for the hook pod to be scheduled on it.'},
    affinity: {description: 'Node and pod affinity rules for the hook pod, for placement rules that nodeSelector cannot express.'},
    tolerations: {description: 'Taints the hook pod tolerates, so it can run on tainted nodes.'},
    serviceAccountName: {description: 'ServiceAccount of the hook Job, for hooks that need extra RBAC rights. It needs at least get on scans and get and patch on scans/status. Unset uses scan-completion-hook.'},
    ttlSecondsAfterFinished: {description: 'Copied to the hook Job: seconds after completion before Kubernetes deletes the finished Job. Only the Job is removed, not the Scan. May be null.'},
    resources: {description: 'CPU and memory requests and limits of the hook container. To drop only the limits (or only the requests), set that key to null explicitly, otherwise the default fills it in.'},
  },
  status: {},
} satisfies CrdDescriptions;

export default scanCompletionHook;
