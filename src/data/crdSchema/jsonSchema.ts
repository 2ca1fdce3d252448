// The scan builder's JSON Schema of a whole manifest of a secureCodeBox custom resource, built from
// the flattened facts of the release's CRD (src/data/release/generated/crds.ts): every field with
// its type, required flag and enum. Unlike the API server, which silently prunes a field its schema
// does not know, these schemas refuse it, so that a typo shows where it was made. Kubernetes-typed
// fields (env, volumes, resources …) are checked for their outer type only, which keeps the
// browser's validators small; the published schemas (strict.ts) check them whole.
import type {CrdSchema, SchemaField, SchemaType} from '../release/types';

export type JsonSchema = {
  $schema?: string;
  $id?: string;
  type?: SchemaType | 'null' | readonly (SchemaType | 'null')[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: string;
  default?: unknown;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  minProperties?: number;
  maxProperties?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  title?: string;
  description?: string;
};

/**
 * A name Kubernetes accepts for a namespaced object: a DNS subdomain (RFC 1123) of lowercase
 * letters, digits, '-' and '.', starting and ending with a letter or digit, at most 253 characters.
 * The length is a keyword of its own, not a lookahead in the pattern: kubeconform compiles
 * patterns with Go's regexp, which has no lookaround, and treats a schema it cannot compile as missing.
 */
export const OBJECT_NAME: JsonSchema = {type: 'string', maxLength: 253, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'};

/** Our words on a field, by its path (as in SchemaField.path); absent: the schema carries none. */
export type Describe = (path: string) => string | undefined;

const INT_OR_STRING: JsonSchema = {type: ['integer', 'string']};

function valueSchema(type: SchemaField['mapOf'] | SchemaType | undefined): JsonSchema {
  if (type === 'int-or-string') return INT_OR_STRING;
  if (type === undefined || type === 'any') return {};
  return {type};
}

/** The schema of the field at `path` and the fields below it. */
function fieldSchema(field: SchemaField, fields: readonly SchemaField[], describe: Describe): JsonSchema {
  const schema = checks(field, fields, describe);
  const description = describe(field.path);
  return description === undefined ? schema : {description, ...schema};
}

/** What the schema checks of one field. */
function checks(field: SchemaField, fields: readonly SchemaField[], describe: Describe): JsonSchema {
  if (field.intOrString) return INT_OR_STRING;
  const schema: JsonSchema = {type: field.type};
  if (field.enum) schema.enum = field.enum;
  if (field.kubernetes) return field.type === 'array' ? {...schema, items: {type: 'object'}} : schema;
  if (field.type === 'array') {
    const element = `${field.path}[]`;
    schema.items = field.items === 'object' ? objectSchema(element, fields, describe) : valueSchema(field.items);
  } else if (field.type === 'object') {
    if (field.mapOf) return {...schema, additionalProperties: valueSchema(field.mapOf)};
    Object.assign(schema, objectSchema(field.path, fields, describe));
  }
  return schema;
}

/** The object whose properties are the fields directly below `prefix` ('' for the top). */
function objectSchema(prefix: string, fields: readonly SchemaField[], describe: Describe): JsonSchema {
  const start = prefix ? `${prefix}.` : '';
  const children = fields.filter((f) => f.path.startsWith(start) && !f.path.slice(start.length).includes('.') && !f.path.slice(start.length).includes('['));
  const required = children.filter((f) => f.required).map((f) => f.path.slice(start.length));
  return {
    type: 'object',
    properties: Object.fromEntries(children.map((f) => [f.path.slice(start.length), fieldSchema(f, fields, describe)])),
    ...(required.length ? {required} : {}),
    additionalProperties: false,
  };
}

/**
 * The JSON Schema of a manifest of `crd`: apiVersion, kind, metadata and spec. `describe` adds our
 * words to the fields (the published schemas); the checks are the same with or without them.
 */
export function manifestSchema(crd: CrdSchema, describe: Describe = () => undefined): JsonSchema {
  return manifestEnvelope(crd, {
    metadata: {
      type: 'object',
      required: ['name'],
      properties: {
        name: OBJECT_NAME,
        namespace: OBJECT_NAME,
        labels: {type: 'object', additionalProperties: {type: 'string'}},
        annotations: {type: 'object', additionalProperties: {type: 'string'}},
      },
    },
    spec: objectSchema('', crd.spec, describe),
  });
}

/** What every manifest of `crd` is, in both the builder's and the published schemas: its apiVersion and kind, then the given parts. */
export function manifestEnvelope(
  crd: Pick<CrdSchema, 'kind' | 'group' | 'version'>,
  parts: {metadata: JsonSchema; spec: JsonSchema; status?: JsonSchema},
): JsonSchema {
  return {
    title: crd.kind,
    type: 'object',
    required: ['apiVersion', 'kind', 'metadata', 'spec'],
    properties: {apiVersion: {const: `${crd.group}/${crd.version}`}, kind: {const: crd.kind}, ...parts},
  };
}
