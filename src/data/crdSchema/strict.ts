// The published JSON Schema of a custom resource: the release's own CRD schema (the storage
// version's openAPIV3Schema, src/data/release/generated/openapi/), closed the way the API server
// closes it. Before validation the API server prunes every field its schema does not define
// (k8s.io/apiextensions-apiserver, pkg/apiserver/schema/pruning), and the strict field validation
// kubectl asks for by default (`--validate=strict`) turns each pruned field into an error. So an object
// is closed unless the CRD says `x-kubernetes-preserve-unknown-fields`, an object without properties
// included: the API server keeps none of its fields.
import type {CrdSchema, OpenApiSchema} from '../release/types';
import {manifestEnvelope, OBJECT_NAME, type Describe, type JsonSchema} from './jsonSchema';

/**
 * The fields of ObjectMeta (k8s.io/apimachinery, pkg/apis/meta/v1/types.go), which the API server
 * decodes strictly at a resource's root whatever the CRD says of `metadata`. Name and namespace
 * are checked as names, labels and annotations as maps of strings; the fields the server writes
 * itself are allowed with their JSON type.
 */
const OBJECT_META: JsonSchema = {
  type: 'object',
  properties: {
    name: OBJECT_NAME,
    generateName: {type: 'string'},
    namespace: OBJECT_NAME,
    labels: {type: 'object', additionalProperties: {type: 'string'}},
    annotations: {type: 'object', additionalProperties: {type: 'string'}},
    finalizers: {type: 'array', items: {type: 'string'}},
    ownerReferences: {
      type: 'array',
      items: {
        type: 'object',
        required: ['apiVersion', 'kind', 'name', 'uid'],
        properties: {apiVersion: {type: 'string'}, kind: {type: 'string'}, name: {type: 'string'}, uid: {type: 'string'}, controller: {type: 'boolean'}, blockOwnerDeletion: {type: 'boolean'}},
        additionalProperties: false,
      },
    },
    uid: {type: 'string'},
    resourceVersion: {type: 'string'},
    generation: {type: 'integer'},
    creationTimestamp: {type: ['string', 'null']},
    deletionTimestamp: {type: ['string', 'null']},
    deletionGracePeriodSeconds: {type: 'integer'},
    selfLink: {type: 'string'},
    managedFields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          manager: {type: 'string'},
          operation: {type: 'string'},
          apiVersion: {type: 'string'},
          time: {type: 'string'},
          fieldsType: {type: 'string'},
          fieldsV1: {type: 'object', additionalProperties: true},
          subresource: {type: 'string'},
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
  // kubectl create names an object after generateName when it has no name; kubectl apply needs the name.
  if: {not: {required: ['generateName']}},
  then: {required: ['name']},
};

/** Keywords of the CRD copied as they are: they mean the same in JSON Schema draft-07. */
const SAME_KEYWORDS = ['required', 'pattern', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'default'] as const;

const isIntOrStringPair = (list: readonly OpenApiSchema[] | undefined) =>
  list?.length === 2 && list.some((s) => s.type === 'integer') && list.some((s) => s.type === 'string') && list.every((s) => Object.keys(s).length === 1);

/**
 * One node of the CRD's schema as JSON Schema. `format` is left out: Kubernetes' formats (int32,
 * int64, byte, date-time …) are not the JSON Schema vocabulary, and validators treat unknown ones
 * differently. CEL rules (x-kubernetes-validations) cannot be said in JSON Schema and are left to
 * the API server; so are the keys of `x-kubernetes-list-type: map` lists.
 */
export function strictSchema(node: OpenApiSchema): JsonSchema {
  const out: JsonSchema = {};
  const intOrString = node['x-kubernetes-int-or-string'] === true;
  const types: JsonSchema['type'] = intOrString ? ['integer', 'string'] : node.type;
  if (types !== undefined) out.type = node.nullable ? [...(Array.isArray(types) ? types : [types]), 'null'] : types;
  if (node.enum) out.enum = node.nullable && !node.enum.includes(null) ? [...node.enum, null] : node.enum;
  for (const key of SAME_KEYWORDS) {
    if (node[key] !== undefined) (out as Record<string, unknown>)[key] = node[key];
  }
  // OpenAPI 3.0 marks a bound as exclusive with a boolean; draft-07 names the bound itself.
  if (node.minimum !== undefined) out[node.exclusiveMinimum ? 'exclusiveMinimum' : 'minimum'] = node.minimum;
  if (node.maximum !== undefined) out[node.exclusiveMaximum ? 'exclusiveMaximum' : 'maximum'] = node.maximum;
  if (node['x-kubernetes-list-type'] === 'set') out.uniqueItems = true;
  if (node.items) out.items = strictSchema(node.items);
  // The int-or-string pair is what `type` now says; other alternatives stay alternatives.
  if (node.anyOf && !(intOrString && isIntOrStringPair(node.anyOf))) out.anyOf = node.anyOf.map(strictSchema);
  if (node.allOf) out.allOf = node.allOf.map(strictSchema);
  if (node.oneOf) out.oneOf = node.oneOf.map(strictSchema);
  if (node.not) out.not = strictSchema(node.not);

  const embedded = node['x-kubernetes-embedded-resource'] === true;
  const properties: Record<string, JsonSchema> = Object.fromEntries(Object.entries(node.properties ?? {}).map(([name, child]) => [name, strictSchema(child)]));
  // An embedded object (a whole Kubernetes object inside the resource) keeps its type and object metadata.
  if (embedded) {
    properties.apiVersion ??= {type: 'string'};
    properties.kind ??= {type: 'string'};
    properties.metadata ??= {type: 'object'};
  }
  if (Object.keys(properties).length) out.properties = properties;
  const isObject = node.type === 'object' || node.properties !== undefined || embedded;
  if (typeof node.additionalProperties === 'object') out.additionalProperties = strictSchema(node.additionalProperties);
  else if (node.additionalProperties !== undefined) out.additionalProperties = node.additionalProperties;
  else if (isObject && node['x-kubernetes-preserve-unknown-fields'] !== true) out.additionalProperties = false;
  return out;
}

/** The node at a field path of the spec (`cascades.scopeLimiter.anyOf[].key`), if the schema has it. */
export function nodeAt(spec: JsonSchema, fieldPath: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = spec;
  for (const part of fieldPath.split('.')) {
    const name = part.replace(/(\[\])+$/, '');
    node = node?.properties?.[name];
    for (let arrays = (part.length - name.length) / 2; arrays > 0; arrays--) node = node?.items;
  }
  return node;
}

/** A copy of `schema` with our words on each field of its spec that `describe` knows (the paths of crdDescriptions). */
function described(schema: JsonSchema, fieldPaths: readonly string[], describe: Describe): JsonSchema {
  const copy = structuredClone(schema);
  for (const path of fieldPaths) {
    const node = nodeAt(copy, path);
    const description = describe(path);
    if (node && description !== undefined) node.description = description;
  }
  return copy;
}

/**
 * The strict JSON Schema of a whole manifest of `crd`: apiVersion and kind as the CRD names them,
 * ObjectMeta, and spec and status as the CRD defines them, closed. `spec` is required although the
 * API server would store an object without one: no secureCodeBox resource does anything without it.
 */
export function strictManifestSchema(crd: Pick<CrdSchema, 'kind' | 'group' | 'version' | 'spec'>, openApi: OpenApiSchema, describe: Describe = () => undefined): JsonSchema {
  const root = openApi.properties ?? {};
  if (!root.spec) throw new Error(`The ${crd.kind} CRD's schema has no spec`);
  const spec = described(strictSchema(root.spec), crd.spec.map((field) => field.path), describe);
  return {
    ...manifestEnvelope(crd, {metadata: OBJECT_META, spec, ...(root.status ? {status: strictSchema(root.status)} : {})}),
    additionalProperties: false,
  };
}
