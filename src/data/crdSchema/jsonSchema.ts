// A JSON Schema for a whole manifest of a secureCodeBox custom resource, built from the facts of
// the release's CRD (src/data/release/generated/crds.ts): every field with its type, required
// flag and enum. Unlike the API server, which silently prunes a field its schema does not know,
// these schemas refuse it, so that a typo shows where it was made. Kubernetes-typed fields (env,
// volumes, resources …) are checked for their outer type only.
import type {CrdSchema, SchemaField, SchemaType} from '../release/types';

export type JsonSchema = {
  type?: SchemaType | SchemaType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: string;
  pattern?: string;
  minItems?: number;
  minLength?: number;
  title?: string;
};

/**
 * A name Kubernetes accepts for a namespaced object: a DNS subdomain (RFC 1123) of lowercase
 * letters, digits, '-' and '.', starting and ending with a letter or digit, at most 253 characters.
 */
export const OBJECT_NAME_PATTERN = '^(?=.{1,253}$)[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';

const INT_OR_STRING: JsonSchema = {type: ['integer', 'string']};

function valueSchema(type: SchemaField['mapOf'] | SchemaType | undefined): JsonSchema {
  if (type === 'int-or-string') return INT_OR_STRING;
  if (type === undefined || type === 'any') return {};
  return {type};
}

/** The schema of the field at `path` and the fields below it. */
function fieldSchema(field: SchemaField, fields: readonly SchemaField[]): JsonSchema {
  if (field.intOrString) return INT_OR_STRING;
  const schema: JsonSchema = {type: field.type};
  if (field.enum) schema.enum = field.enum;
  if (field.kubernetes) return field.type === 'array' ? {...schema, items: {type: 'object'}} : schema;
  if (field.type === 'array') {
    const element = `${field.path}[]`;
    schema.items = field.items === 'object' ? objectSchema(element, fields) : valueSchema(field.items);
  } else if (field.type === 'object') {
    if (field.mapOf) return {...schema, additionalProperties: valueSchema(field.mapOf)};
    Object.assign(schema, objectSchema(field.path, fields));
  }
  return schema;
}

/** The object whose properties are the fields directly below `prefix` ('' for the top). */
function objectSchema(prefix: string, fields: readonly SchemaField[]): JsonSchema {
  const start = prefix ? `${prefix}.` : '';
  const children = fields.filter((f) => f.path.startsWith(start) && !f.path.slice(start.length).includes('.') && !f.path.slice(start.length).includes('['));
  const required = children.filter((f) => f.required).map((f) => f.path.slice(start.length));
  return {
    type: 'object',
    properties: Object.fromEntries(children.map((f) => [f.path.slice(start.length), fieldSchema(f, fields)])),
    ...(required.length ? {required} : {}),
    additionalProperties: false,
  };
}

/** The JSON Schema of a manifest of `crd`: apiVersion, kind, metadata and spec. */
export function manifestSchema(crd: CrdSchema): JsonSchema {
  return {
    title: crd.kind,
    type: 'object',
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
    properties: {
      apiVersion: {const: `${crd.group}/${crd.version}`},
      kind: {const: crd.kind},
      metadata: {
        type: 'object',
        required: ['name'],
        properties: {
          name: {type: 'string', pattern: OBJECT_NAME_PATTERN},
          namespace: {type: 'string', pattern: OBJECT_NAME_PATTERN},
          labels: {type: 'object', additionalProperties: {type: 'string'}},
          annotations: {type: 'object', additionalProperties: {type: 'string'}},
        },
      },
      spec: objectSchema('', crd.spec),
    },
  };
}
