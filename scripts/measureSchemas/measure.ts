// How strict a schema is, measured as issue 50 measured it: every manifest checked against the
// schema under test and against the yardstick (what kubectl with strict field validation accepts,
// ./kubectl.ts), then each key under `spec` misspelt in turn, at every depth, and both asked again.
// The validator is @cfworker/json-schema, not Ajv (which the site's own checks use), so that a
// quirk of one validator cannot hide a hole in the schemas.
import {Validator} from '@cfworker/json-schema';
import type {JsonSchema} from '../../src/data/crdSchema/jsonSchema';

/** A manifest to measure with: where it comes from, and the parsed document. */
export type Measured = {name: string; kind: string; manifest: Record<string, unknown>};

/** A misspelling a reader might make: the last two letters swapped (mountPath → mountPaht), or one more letter. */
export function misspelt(key: string): string {
  const swapped = key.length >= 2 ? `${key.slice(0, -2)}${key.at(-1)}${key.at(-2)}` : key;
  return swapped === key ? `${key}x` : swapped;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path (keys and indexes from the manifest's root) of every key below `spec`, at every depth. */
function keyPaths(value: unknown, at: (string | number)[]): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => keyPaths(item, [...at, i]));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => [[...at, key], ...keyPaths(child, [...at, key])]);
}

/** A copy of `manifest` with the key at `path` misspelt, in its place; none when the misspelling is a key there already. */
function withMisspelling(manifest: Json, path: (string | number)[]): {manifest: Json; field: string} | undefined {
  const copy = structuredClone(manifest);
  let parent: unknown = copy;
  for (const step of path.slice(0, -1)) parent = (parent as Record<string | number, unknown>)[step];
  const key = String(path.at(-1));
  const object = parent as Json;
  const wrong = misspelt(key);
  if (wrong in object) return undefined;
  const renamed = Object.fromEntries(Object.entries(object).map(([k, v]) => [k === key ? wrong : k, v]));
  for (const k of Object.keys(object)) delete object[k];
  Object.assign(object, renamed);
  return {manifest: copy, field: [...path.slice(0, -1), wrong].map((step) => (typeof step === 'number' ? `[${step}]` : `.${step}`)).join('').slice(1)};
}

export type Disagreement = {manifest: string; field?: string; yardstick: boolean; schema: boolean};

export type Measurement = {
  manifests: number;
  /** Manifests the yardstick accepts, and those of them the schema accepts too. */
  acceptedByYardstick: number;
  acceptedByBoth: number;
  misspellings: number;
  /** Misspellings the yardstick refuses, and those of them the schema refuses too. */
  refusedByYardstick: number;
  refusedByBoth: number;
  /** The manifests the yardstick refuses as they are. */
  refusedManifests: string[];
  /** Every case where the two disagree: a manifest or misspelling one accepts and the other refuses. */
  disagreements: Disagreement[];
};

/** Validators by kind, compiled once. */
function validators(schemaOf: (kind: string) => JsonSchema): (kind: string, instance: unknown) => boolean {
  const compiled = new Map<string, Validator>();
  return (kind, instance) => {
    let validator = compiled.get(kind);
    if (!validator) {
      validator = new Validator(schemaOf(kind) as object, '7', true);
      compiled.set(kind, validator);
    }
    return validator.validate(instance).valid;
  };
}

/** Measures `schemaOf` (the schema under test, by kind) against `yardstickOf` over `manifests`. */
export function measure(manifests: readonly Measured[], schemaOf: (kind: string) => JsonSchema, yardstickOf: (kind: string) => JsonSchema): Measurement {
  const schema = validators(schemaOf);
  const yardstick = validators(yardstickOf);
  const result: Measurement = {manifests: 0, acceptedByYardstick: 0, acceptedByBoth: 0, misspellings: 0, refusedByYardstick: 0, refusedByBoth: 0, refusedManifests: [], disagreements: []};
  for (const {name, kind, manifest} of manifests) {
    result.manifests += 1;
    const truth = yardstick(kind, manifest);
    const ours = schema(kind, manifest);
    if (truth) result.acceptedByYardstick += 1;
    if (truth && ours) result.acceptedByBoth += 1;
    if (truth !== ours) result.disagreements.push({manifest: name, yardstick: truth, schema: ours});
    if (!truth) result.refusedManifests.push(name);
    if (!isObject(manifest.spec)) continue;
    for (const path of keyPaths(manifest.spec, ['spec'])) {
      const variant = withMisspelling(manifest, path);
      if (!variant) continue;
      result.misspellings += 1;
      const variantTruth = yardstick(kind, variant.manifest);
      const variantOurs = schema(kind, variant.manifest);
      if (!variantTruth) result.refusedByYardstick += 1;
      if (!variantTruth && !variantOurs) result.refusedByBoth += 1;
      // Only the misspelling's verdict counts when the manifest itself already disagrees.
      if (variantTruth !== variantOurs && truth === ours) result.disagreements.push({manifest: name, field: variant.field, yardstick: variantTruth, schema: variantOurs});
    }
  }
  return result;
}

/** The figures in a few lines, as the README and the closing note quote them. */
export function report(label: string, m: Measurement): string {
  const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a');
  return [
    `${label}:`,
    `  manifests: ${m.manifests}; the yardstick accepts ${m.acceptedByYardstick}, of which the schema accepts ${m.acceptedByBoth} (${percent(m.acceptedByBoth, m.acceptedByYardstick)})`,
    `  misspellings: ${m.misspellings}; the yardstick refuses ${m.refusedByYardstick}, of which the schema refuses ${m.refusedByBoth} (${percent(m.refusedByBoth, m.refusedByYardstick)})`,
    `  disagreements: ${m.disagreements.length}`,
  ].join('\n');
}
