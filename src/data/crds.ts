// The secureCodeBox custom resources as the docs show them: the facts of each field (JSON type,
// required, default, enum) from the release's CRD schemas (src/data/release/generated/crds.ts,
// written by `npm run sync:release`), joined with our words on it (src/data/crdDescriptions).
// The CRD reference pages render their field tables from here (CrdFieldTable); manifests are
// checked against the same schemas with Ajv (src/data/crdSchema).
import {crdDescriptions} from './crdDescriptions';
import type {FieldDescription} from './crdDescriptions/types';
import {crdSchemas} from './release/generated/crds';
import type {CrdSchema, JsonValue, SchemaField} from './release/types';

export type CrdField = {
  /** Dotted path below spec or status; `[]` marks the elements of a list, e.g. `cascades.scopeLimiter.anyOf[].key`. */
  readonly path: string;
  /** How deep the field is nested: 0 for a direct child of spec or status. */
  readonly depth: number;
  /** The type as the operator's Go API declares it, e.g. `[]string`, `*int32`, `[]corev1.Volume`. */
  readonly type: string;
  /** Accepted by the API server here, but read by nothing (a CascadingRule's scanSpec.resources). */
  readonly ignored: boolean;
  readonly required: boolean;
  /** The default, as a reader reads it: the CRD's own, else the one the operator applies. */
  readonly default?: string;
  /** Values the API server accepts (only where the CRD enforces an enum). */
  readonly enum?: readonly string[];
  readonly description: string;
  /** A Kubernetes built-in type (Volume, EnvVar, Affinity, Job …), whose inner fields are not listed. */
  readonly kubernetes: boolean;
};

export type CrdKind = {
  readonly kind: string;
  readonly apiVersion: string;
  readonly group: string;
  /** Resource name used by kubectl, e.g. `kubectl get scheduledscans`. */
  readonly plural: string;
  readonly scope: CrdSchema['scope'];
  /** One sentence on what the resource is for. */
  readonly summary: string;
  readonly spec: readonly CrdField[];
  readonly status: readonly CrdField[];
};

export const crdGroups = [...new Set(crdSchemas.map((schema) => schema.group))];

/**
 * A default as the table shows it: `true`, `namespaceLocal`, or for resource requirements
 * `requests: cpu 200m, memory 100Mi; limits: cpu 400m, memory 200Mi`.
 */
export function defaultText(value: JsonValue): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return typeof value === 'string' ? value : JSON.stringify(value);
  const order = (key: string) => ['requests', 'limits'].indexOf(key) >>> 0;
  return Object.entries(value)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([key, inner]) =>
      inner !== null && typeof inner === 'object' && !Array.isArray(inner)
        ? `${key}: ${Object.entries(inner)
            .map(([name, amount]) => `${name} ${defaultText(amount)}`)
            .join(', ')}`
        : `${key} ${defaultText(inner)}`,
    )
    .join('; ');
}

function field(path: string, fact: SchemaField, words: FieldDescription): CrdField {
  const schemaDefault = fact.default === undefined ? undefined : defaultText(fact.default);
  return {
    path,
    depth: path.split('.').length - 1,
    type: fact.goType,
    required: fact.required,
    ...(schemaDefault !== undefined ? {default: schemaDefault} : words.operatorDefault !== undefined ? {default: words.operatorDefault} : {}),
    ...(fact.enum ? {enum: fact.enum.map(String)} : {}),
    description: words.description,
    ignored: words.ignored === true,
    kubernetes: fact.kubernetes === true,
  };
}

/** The fields of one part in the order of our descriptions; throws where words and facts disagree. */
export function describedFields(kind: string, part: 'spec' | 'status', facts: readonly SchemaField[], words: Readonly<Record<string, FieldDescription>>): CrdField[] {
  const byPath = new Map(facts.map((fact) => [fact.path, fact]));
  const undescribed = facts.filter((fact) => !(fact.path in words)).map((fact) => fact.path);
  const unknown = Object.keys(words).filter((path) => !byPath.has(path));
  if (undescribed.length || unknown.length) {
    throw new Error(
      `${kind} ${part}: ${[undescribed.length && `no description of ${undescribed.join(', ')}`, unknown.length && `descriptions of fields the CRD lacks: ${unknown.join(', ')}`].filter(Boolean).join('; ')}`,
    );
  }
  return Object.entries(words).map(([path, description]) => field(path, byPath.get(path)!, description));
}

export const crdKinds: readonly CrdKind[] = Object.entries(crdDescriptions).map(([kind, words]) => {
  const schema = crdSchemas.find((s) => s.kind === kind);
  if (!schema) throw new Error(`src/data/crdDescriptions describes ${kind}, which the release has no CRD for`);
  return {
    kind,
    apiVersion: `${schema.group}/${schema.version}`,
    group: schema.group,
    plural: schema.plural,
    scope: schema.scope,
    summary: words.summary,
    spec: describedFields(kind, 'spec', schema.spec, words.spec),
    status: describedFields(kind, 'status', schema.status, words.status),
  };
});

export function getKind(kind: string): CrdKind {
  const found = crdKinds.find((k) => k.kind === kind);
  if (!found) throw new Error(`Unknown secureCodeBox kind "${kind}". Known kinds: ${crdKinds.map((k) => k.kind).join(', ')}`);
  return found;
}

/** True for apiVersions of the secureCodeBox API groups (any version). */
export function isSecureCodeBoxApiVersion(apiVersion: unknown): apiVersion is string {
  return typeof apiVersion === 'string' && crdGroups.some((group) => apiVersion.startsWith(`${group}/`));
}
