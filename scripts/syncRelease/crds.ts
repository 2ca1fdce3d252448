// Reads the OpenAPI schema of a secureCodeBox CRD: flattened into the fields the docs describe,
// and whole (openApiSchema), for the published JSON Schemas. The schema texts are upstream prose
// and are dropped; names, types, required, defaults, enums and the other checks are kept.
import type {CrdSchema, JsonValue, OpenApiSchema, SchemaField, SchemaType} from '../../src/data/release/types';

/**
 * Properties whose type is a Kubernetes built-in (corev1.Volume, batchv1.Job, …). Their schemas
 * are copies of the Kubernetes API and run to thousands of fields, so only the property itself
 * is recorded. A new property of such a type trips the size check below.
 */
export const KUBERNETES_TYPED = new Set([
  'affinity',
  'env',
  'hookSelector',
  'imagePullSecrets',
  'initContainers',
  'jobTemplate',
  'matchExpressions',
  'resources',
  'tolerations',
  'volumeMounts',
  'volumes',
]);

/** More nested properties than any secureCodeBox type has: a sign of an unlisted Kubernetes type. */
const MAX_NESTED_PROPERTIES = 40;

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  default?: JsonValue;
  enum?: JsonValue[];
  additionalProperties?: Schema | boolean;
  'x-kubernetes-int-or-string'?: boolean;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
};

/** A field as the CRD describes it, before the Go API adds its Go type (withGoTypes). */
type CrdField = Omit<SchemaField, 'goType'>;
/** A CRD as its file describes it, with its whole schema (openApiSchema). */
export type UntypedCrd = Omit<CrdSchema, 'spec' | 'status'> & {
  readonly spec: readonly CrdField[];
  readonly status: readonly CrdField[];
  readonly openApi: OpenApiSchema;
};

/** Keywords whose value is a schema, a list of schemas or a map of schemas. */
const SCHEMA_KEYWORDS = {
  single: new Set(['items', 'not']),
  list: new Set(['anyOf', 'allOf', 'oneOf']),
  map: new Set(['properties']),
};
/** Keywords whose value is kept as it is. */
const VALUE_KEYWORDS = new Set([
  'type', 'format', 'required', 'enum', 'default', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'minProperties', 'maxProperties', 'nullable',
  'x-kubernetes-int-or-string', 'x-kubernetes-preserve-unknown-fields', 'x-kubernetes-embedded-resource',
  'x-kubernetes-list-type', 'x-kubernetes-list-map-keys', 'x-kubernetes-map-type',
]);
/** Upstream prose, not facts. */
const PROSE_KEYWORDS = new Set(['description', 'title', 'example', 'externalDocs']);

/**
 * The schema without its prose, every other keyword as the CRD writes it. Stops at a keyword it does
 * not know, naming it: a new kind of check must be understood (src/data/crdSchema/strict.ts) before
 * the published schemas can be trusted to say what the API server says.
 */
export function openApiSchema(file: string, schema: unknown, at = 'openAPIV3Schema'): OpenApiSchema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) throw new Error(`${file}: ${at} is not a schema`);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    const where = `${at}.${key}`;
    if (PROSE_KEYWORDS.has(key)) continue;
    if (SCHEMA_KEYWORDS.single.has(key)) out[key] = openApiSchema(file, value, where);
    else if (SCHEMA_KEYWORDS.list.has(key)) out[key] = (value as unknown[]).map((v, i) => openApiSchema(file, v, `${where}[${i}]`));
    else if (SCHEMA_KEYWORDS.map.has(key)) out[key] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, openApiSchema(file, v, `${where}.${k}`)]));
    else if (key === 'additionalProperties') out[key] = typeof value === 'boolean' ? value : openApiSchema(file, value, where);
    else if (key === 'x-kubernetes-validations') out[key] = (value as {rule: string}[]).map(({rule}) => ({rule}));
    else if (VALUE_KEYWORDS.has(key)) out[key] = value;
    else throw new Error(`${file}: ${where}: the sync does not know the schema keyword "${key}"`);
  }
  return out as OpenApiSchema;
}

const SCHEMA_TYPES: readonly string[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

/** The properties below a schema that would be recorded (Kubernetes-typed ones count once). */
function countProperties(schema: Schema | undefined): number {
  if (!schema) return 0;
  const own = Object.entries(schema.properties ?? {});
  return own.reduce((n, [name, child]) => n + 1 + (KUBERNETES_TYPED.has(name) ? 0 : countProperties(child)), 0) + countProperties(schema.items);
}

function schemaType(file: string, path: string, schema: Schema): SchemaType | undefined {
  if (schema['x-kubernetes-int-or-string']) return undefined;
  if (!schema.type || !SCHEMA_TYPES.includes(schema.type)) throw new Error(`${file}: ${path} has no type the facts know (${schema.type})`);
  return schema.type as SchemaType;
}

function mapOf(file: string, path: string, schema: Schema): SchemaField['mapOf'] {
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false) return undefined;
  if (extra === true) return 'any';
  if (extra['x-kubernetes-int-or-string']) return 'int-or-string';
  return schemaType(file, `${path}.*`, extra);
}

export function flattenSchema(file: string, schema: Schema | undefined, prefix = ''): CrdField[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const type = schemaType(file, path, child);
    const kubernetes = KUBERNETES_TYPED.has(name);
    const items = type === 'array' && child.items ? schemaType(file, `${path}[]`, child.items) : undefined;
    const map = type === 'object' ? mapOf(file, path, child) : undefined;
    const field: CrdField = {
      path,
      ...(type ? {type} : {intOrString: true as const}),
      required: required.has(name),
      ...(child.default !== undefined ? {default: child.default} : {}),
      ...(child.enum ? {enum: child.enum} : {}),
      ...(items ? {items} : {}),
      ...(map ? {mapOf: map} : {}),
      ...(kubernetes ? {kubernetes: true as const} : {}),
    };
    if (kubernetes) return [field];
    if (countProperties(child) > MAX_NESTED_PROPERTIES) {
      throw new Error(`${file}: ${path} has ${countProperties(child)} nested properties; if it is a Kubernetes type, add it to KUBERNETES_TYPED`);
    }
    // Elements of arrays of arrays (orderedHookStatuses) are written `[][]`, as in src/data/crds.ts.
    let element: Schema | undefined = child;
    let childPrefix = path;
    while (element?.type === 'array') {
      childPrefix += '[]';
      element = element.items;
    }
    return [field, ...flattenSchema(file, element, `${childPrefix}.`)];
  });
}

type CrdDocument = {
  kind?: string;
  spec?: {
    group?: string;
    scope?: string;
    names?: {kind?: string; plural?: string};
    versions?: {name: string; storage?: boolean; schema?: {openAPIV3Schema?: Schema}}[];
  };
};

export function readCrd(file: string, document: unknown): UntypedCrd {
  const crd = document as CrdDocument;
  const spec = crd?.spec;
  if (crd?.kind !== 'CustomResourceDefinition' || !spec?.names?.kind || !spec.group || !spec.names.plural) {
    throw new Error(`${file}: not a CustomResourceDefinition with a kind, group and plural`);
  }
  if (spec.scope !== 'Namespaced' && spec.scope !== 'Cluster') throw new Error(`${file}: unknown scope ${spec.scope}`);
  const stored = spec.versions?.filter((v) => v.storage) ?? [];
  if (stored.length !== 1) throw new Error(`${file}: expected one storage version, found ${stored.length}`);
  const root = stored[0].schema?.openAPIV3Schema;
  if (!root?.properties) throw new Error(`${file}: the storage version has no schema`);
  return {
    kind: spec.names.kind,
    group: spec.group,
    version: stored[0].name,
    plural: spec.names.plural,
    scope: spec.scope,
    spec: flattenSchema(file, root.properties.spec),
    status: flattenSchema(file, root.properties.status),
    openApi: openApiSchema(file, root),
  };
}

/**
 * The CRD's fields with the Go type the operator's API declares for each (scripts/syncRelease/goTypes.ts).
 * Every field the CRD lists must have one: a field without means the Go source and the CRD disagree.
 */
export function withGoTypes(
  crd: Omit<UntypedCrd, 'openApi'>,
  goTypes: {spec: ReadonlyMap<string, string>; status: ReadonlyMap<string, string>},
): CrdSchema {
  const typed = (part: 'spec' | 'status') =>
    crd[part].map((field) => {
      const goType = goTypes[part].get(field.path);
      if (!goType) throw new Error(`${crd.kind} ${part}.${field.path}: no field of that name in the operator's Go API (operator/apis)`);
      return {...field, goType};
    });
  const {kind, group, version, plural, scope} = crd;
  return {kind, group, version, plural, scope, spec: typed('spec'), status: typed('status')};
}
