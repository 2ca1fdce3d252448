// The yardstick of the strictness measurement: what the API server accepts of a manifest, said in
// JSON Schema, written apart from the published schemas (src/data/crdSchema/strict.ts) so that the
// two can be compared. From a CRD's openAPIV3Schema, as kubectl with strict field validation meets
// it: the server prunes every field its structural schema does not define (apiextensions-apiserver,
// pkg/apiserver/schema/pruning/algorithm.go: an object without properties or additionalProperties
// keeps none, except under x-kubernetes-preserve-unknown-fields) and strict validation refuses the
// object for each one; ObjectMeta at the root is decoded strictly against its Go fields.
import type {JsonSchema} from '../../src/data/crdSchema/jsonSchema';

type Node = Record<string, unknown>;

/** ObjectMeta's JSON fields (k8s.io/apimachinery, pkg/apis/meta/v1/types.go), without the removed clusterName. */
export const OBJECT_META_FIELDS = [
  'name', 'generateName', 'namespace', 'selfLink', 'uid', 'resourceVersion', 'generation', 'creationTimestamp',
  'deletionTimestamp', 'deletionGracePeriodSeconds', 'labels', 'annotations', 'ownerReferences', 'finalizers', 'managedFields',
];

function closed(node: Node): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('x-kubernetes-') || ['description', 'format', 'nullable', 'exclusiveMinimum', 'exclusiveMaximum'].includes(key)) continue;
    if (key === 'properties') out.properties = Object.fromEntries(Object.entries(value as Record<string, Node>).map(([name, child]) => [name, closed(child)]));
    else if (key === 'items' || key === 'not' || (key === 'additionalProperties' && typeof value === 'object')) out[key] = closed(value as Node);
    else if (key === 'anyOf' || key === 'allOf' || key === 'oneOf') out[key] = (value as Node[]).map(closed);
    else out[key] = value;
  }
  // The server checks int-or-string fields with the anyOf beside the marker, and no type of their own.
  if (node['x-kubernetes-int-or-string']) delete out.type;
  if (node.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (node.exclusiveMinimum) out.exclusiveMinimum = out.minimum;
  if (node.exclusiveMaximum) out.exclusiveMaximum = out.maximum;
  if (node.exclusiveMinimum) delete out.minimum;
  if (node.exclusiveMaximum) delete out.maximum;
  const isObject = node.type === 'object' || node.properties !== undefined;
  if (isObject && node.additionalProperties === undefined && !node['x-kubernetes-preserve-unknown-fields']) out.additionalProperties = false;
  return out;
}

/** A manifest as the API server with kubectl's strict field validation takes it, from the CRD's openAPIV3Schema. */
export function kubectlSchema(openAPIV3Schema: object): JsonSchema {
  const root = closed(openAPIV3Schema as Node);
  const properties = root.properties as Record<string, Node>;
  properties.metadata = {
    type: 'object',
    properties: Object.fromEntries(OBJECT_META_FIELDS.map((field) => [field, {}])),
    additionalProperties: false,
  };
  return root as JsonSchema;
}
