// Our words on the ParseDefinition custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {type CrdDescriptions} from './types';

const parseDefinition = {
  summary: 'Names the parser image that converts one raw result format into secureCodeBox findings.',
  spec: {
    scopeLimiterAliases: {description: 'Named Mustache templates over the finding, so scope limiter rules can use one alias whatever the parser calls the field.'},
    image: {description: 'Container image of the parser that turns the raw result into findings.'},
    imagePullSecrets: {description: 'Secrets (by name, in the same namespace) used to pull the parser image from a private registry.'},
    imagePullPolicy: {description: 'When Kubernetes pulls the image: Always, IfNotPresent or Never. Unset means Always for images tagged :latest and IfNotPresent otherwise.'},
    ttlSecondsAfterFinished: {description: 'Copied to the parser Job: seconds after completion before Kubernetes deletes the finished Job. Only the Job is removed, not the Scan. May be null.'},
    contentType: {description: 'Whether the raw result is a text file or a binary file.'},
    env: {description: 'Environment variables for the parser container, either literal values or references to Secrets and ConfigMaps.'},
    volumes: {description: 'Extra volumes added to the parser pod; mount them with volumeMounts.'},
    volumeMounts: {description: 'Where the volumes listed in volumes appear inside the parser container.'},
    nodeSelector: {description: 'Node labels that a node must carry for the parser pod to be scheduled on it.'},
    affinity: {description: 'Node and pod affinity rules for the parser pod, for placement rules that nodeSelector cannot express.'},
    tolerations: {description: 'Taints the parser pod tolerates, so it can run on tainted nodes.'},
    resources: {description: 'CPU and memory requests and limits of the parser container. To drop only the limits (or only the requests), set that key to null explicitly, otherwise the default fills it in.'},
  },
  status: {},
} satisfies CrdDescriptions;

export default parseDefinition;
