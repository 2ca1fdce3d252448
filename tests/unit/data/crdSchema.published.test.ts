// The JSON Schemas the site publishes under /schemas/ (src/data/crdSchema/published.ts): one per
// kind of the release, the release's CRD schema closed as kubectl closes it, with our descriptions,
// and at the paths that kubeconform's template and yaml-language-server's CRD store compute.
// crdSchema.strict.test.ts measures how strict they are.
import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {autoDetectCustomResource} from 'yaml-language-server/out/server/src/languageservice/services/k8sSchemaUtil';
import {crdKinds} from '../../../src/data/crds';
import type {JsonSchema} from '../../../src/data/crdSchema/jsonSchema';
import {archivedReleases} from '../../../src/data/crdSchema/archive';
import {strictManifestSchema} from '../../../src/data/crdSchema/strict';
import {openApiSchemas} from '../../../src/data/release/generated/openapi';
import {
  kubeconformSchemaLocation,
  LATEST,
  publishedSchema,
  schemaCatalog,
  schemaFiles,
  schemaModeline,
  schemaPath,
  schemaRelease,
  schemaUrl,
} from '../../../src/data/crdSchema/published';
import {manifestValidators} from '../../../src/data/crdSchema/standalone';
import {crdSchemas} from '../../../src/data/release/generated/crds';
import {release} from '../../../src/data/release/generated/release';

const SITE = 'https://www.securecodebox.io';
const kinds = crdSchemas.map((crd) => crd.kind);

/** Every subschema with the JSON Pointer-like path to it. */
function* subschemas(schema: JsonSchema, at = ''): Generator<[string, JsonSchema]> {
  yield [at, schema];
  for (const [name, child] of Object.entries(schema.properties ?? {})) yield* subschemas(child, `${at}/properties/${name}`);
  if (schema.items) yield* subschemas(schema.items, `${at}/items`);
  if (typeof schema.additionalProperties === 'object') yield* subschemas(schema.additionalProperties, `${at}/additionalProperties`);
  for (const keyword of ['anyOf', 'allOf', 'oneOf'] as const) for (const [i, child] of (schema[keyword] ?? []).entries()) yield* subschemas(child, `${at}/${keyword}/${i}`);
}

/** The schema without what only describes it (a field named `description` is an object, not a string). */
function checksOnly(schema: JsonSchema): JsonSchema {
  const annotation = (key: string, value: unknown) => ['$schema', '$id', 'description'].includes(key) && typeof value === 'string';
  return JSON.parse(JSON.stringify(schema, (key, value: unknown) => (annotation(key, value) ? undefined : value))) as JsonSchema;
}

const ajv = new Ajv({allErrors: true, allowUnionTypes: true});
const validate = (kind: string) => ajv.getSchema(schemaUrl(kind)) ?? ajv.compile(publishedSchema(kind));

describe('published schemas', () => {
  it('cover the nine kinds of the release, each at {group}/{kind}_{version}.json under the release and latest', () => {
    expect(kinds.sort()).toEqual(
      ['CascadingRule', 'ClusterParseDefinition', 'ClusterScanCompletionHook', 'ClusterScanType', 'ParseDefinition', 'Scan', 'ScanCompletionHook', 'ScanType', 'ScheduledScan'].sort(),
    );
    expect(schemaRelease).toBe(`v${release.version}`);
    expect(schemaPath('Scan')).toBe(`/schemas/v${release.version}/execution.securecodebox.io/scan_v1.json`);
    expect(schemaPath('ClusterScanCompletionHook', LATEST)).toBe('/schemas/latest/execution.securecodebox.io/clusterscancompletionhook_v1.json');
    expect(schemaUrl('CascadingRule')).toBe(`${SITE}/schemas/v${release.version}/cascading.securecodebox.io/cascadingrule_v1.json`);
    expect(schemaModeline('Scan', LATEST)).toBe(`# yaml-language-server: $schema=${SITE}/schemas/latest/execution.securecodebox.io/scan_v1.json`);
    expect(() => publishedSchema('Finding')).toThrow(/no CRD .* "Finding"/i);
  });

  it('are draft-07 with the absolute URL of the release copy as $id, a title and a description', () => {
    for (const kind of kinds) {
      const schema = publishedSchema(kind);
      expect(schema.$schema, kind).toBe('http://json-schema.org/draft-07/schema#');
      expect(schema.$id, kind).toBe(schemaUrl(kind));
      expect(schema.title, kind).toBe(kind);
      expect(schema.description, kind).toContain(crdKinds.find((k) => k.kind === kind)!.summary);
      expect(schema.description, kind).toContain(release.version);
    }
  });

  it('describe every spec field in our words', () => {
    for (const {kind, spec} of crdKinds) {
      const schema = publishedSchema(kind);
      for (const field of spec) {
        // cascades.scopeLimiter.anyOf[].key → /properties/cascades/properties/scopeLimiter/properties/anyOf/items/properties/key
        const pointer = field.path.split('.').map((part) => `/properties/${part.replace(/\[\]$/, '')}${part.endsWith('[]') ? '/items' : ''}`).join('');
        const found = [...subschemas(schema.properties!.spec)].find(([at]) => at === pointer)?.[1];
        expect(found?.description, `${kind} ${field.path}`).toBe(field.description);
      }
    }
  });

  it("check what the release's CRD checks, closed: the same schema once the descriptions are gone", () => {
    for (const crd of crdSchemas) {
      const openApi = (openApiSchemas as Record<string, (typeof openApiSchemas)[keyof typeof openApiSchemas]>)[crd.kind];
      expect(checksOnly(publishedSchema(crd.kind)), crd.kind).toEqual(strictManifestSchema(crd, openApi));
    }
  });

  it('close every object, those with no fields of their own too (the API server keeps none of theirs), so a misspelt field is an error', () => {
    for (const kind of kinds) {
      const objects = [...subschemas(publishedSchema(kind))].filter(([, s]) => s.properties || s.type === 'object');
      expect(objects.length, kind).toBeGreaterThan(10);
      // An explicit `additionalProperties: true` is a map of anything (ObjectMeta's managedFields.fieldsV1), not an oversight.
      const open = objects.filter(([, s]) => s.additionalProperties === undefined).map(([at]) => at);
      expect(open, kind).toEqual([]);
    }
  });

  it('carry no keyword of Kubernetes (x-kubernetes-*) or OpenAPI (nullable, format), which JSON Schema validators do not read alike', () => {
    for (const kind of kinds) {
      const text = JSON.stringify(publishedSchema(kind));
      expect(text, kind).not.toMatch(/"(x-kubernetes-[a-z-]+|nullable|format)":/);
    }
  });

  it('use only patterns without lookaround or back references, which Go (kubeconform) compiles too', () => {
    const patterns = kinds.flatMap((kind) => [...subschemas(publishedSchema(kind))].map(([, s]) => s.pattern).filter((p): p is string => p !== undefined));
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).not.toMatch(/\(\?<?[=!]|\\[1-9]/);
  });

  it('compile with Ajv and refuse a typo, a wrong type, a value outside an enum and a missing field, as the builder does', () => {
    const builder = manifestValidators();
    const scan = (spec: Record<string, unknown>) => ({apiVersion: 'execution.securecodebox.io/v1', kind: 'Scan', metadata: {name: 'nmap-example'}, spec});
    const cases = [
      scan({scanType: 'nmap', parameters: ['scanme.nmap.org']}),
      scan({scanType: 'nmap', parameters: ['scanme.nmap.org'], cascade: {}}),
      scan({scanType: 'nmap', parameters: 'scanme.nmap.org'}),
      scan({scanType: 'nmap', parameters: [], resourceMode: 'global'}),
      scan({parameters: []}),
      {...scan({scanType: 'nmap', parameters: []}), metadata: {name: 'n'.repeat(254)}},
    ];
    const verdicts = cases.map((manifest) => validate('Scan')(manifest));
    expect(verdicts).toEqual([true, false, false, false, false, false]);
    expect(cases.map((manifest) => builder.getSchema('Scan')!(manifest))).toEqual(verdicts);
    for (const kind of kinds) expect(typeof validate(kind), kind).toBe('function');
  }, 60_000);

  it('lie where kubeconform looks: its template, filled as kubeconform fills it, names each schema', () => {
    // kubeconform (pkg/registry/registry.go): Group is the part of apiVersion before the slash,
    // ResourceKind the kind in lower case, ResourceAPIVersion the part after the slash.
    for (const folder of [schemaRelease, LATEST]) {
      for (const crd of crdSchemas) {
        const url = kubeconformSchemaLocation(folder)
          .replace('{{.Group}}', crd.group)
          .replace('{{.ResourceKind}}', crd.kind.toLowerCase())
          .replace('{{.ResourceAPIVersion}}', crd.version);
        expect(url).toBe(schemaUrl(crd.kind, folder));
      }
    }
  });

  it("lie where yaml-language-server's CRD store looks, with the release folder as the store", () => {
    for (const crd of crdSchemas) {
      expect(autoDetectCustomResource({group: crd.group, version: crd.version, kind: crd.kind}, `${SITE}/schemas/${schemaRelease}`)).toBe(schemaUrl(crd.kind));
    }
  });

  it('are written once per release folder, the latest copy the same file, with a catalog at /schemas/index.json', () => {
    const files = new Map(schemaFiles().map((file) => [file.path, file.text]));
    const archived = archivedReleases();
    expect(files.size).toBe(kinds.length * 2 + 1 + archived.reduce((n, r) => n + r.files.length, 0));
    for (const kind of kinds) {
      expect(JSON.parse(files.get(schemaPath(kind))!)).toEqual(publishedSchema(kind));
      expect(files.get(schemaPath(kind, LATEST))).toBe(files.get(schemaPath(kind)));
    }
    const catalog = JSON.parse(files.get('/schemas/index.json')!) as ReturnType<typeof schemaCatalog>;
    expect(catalog).toEqual(schemaCatalog());
    expect(catalog.aliases).toEqual({latest: schemaRelease});
    expect(catalog.releases.map((r) => r.release)).toEqual([schemaRelease, ...archived.map((r) => r.release)]);
    expect(catalog.releases[0].schemas.map((s) => s.path).sort()).toEqual(kinds.map((kind) => schemaPath(kind)).sort());
    expect(catalog.releases[0].schemas.find((s) => s.kind === 'Scan')).toEqual({
      kind: 'Scan',
      apiVersion: 'execution.securecodebox.io/v1',
      group: 'execution.securecodebox.io',
      version: 'v1',
      path: schemaPath('Scan'),
      url: schemaUrl('Scan'),
    });
    expect(catalog.kubeconformSchemaLocation[LATEST]).toBe(`${SITE}/schemas/latest/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json`);
  });
});
