// `npm run measure:schemas -- <secureCodeBox checkout>`: how strict the published schemas are on
// manifests nobody here wrote. Every secureCodeBox manifest of the checkout (the scanners' examples
// and cascading rules, the charts' own docs, auto-discovery and the release's documentation) is
// checked against the published schemas and against the checkout's CRDs closed as kubectl closes
// them (./kubectl.ts), then with each key under `spec` misspelt in turn (./measure.ts). Nothing of the
// checkout is written anywhere; point it at the tag the facts were synced from.
import fs from 'node:fs';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import yaml from 'js-yaml';
import {relativeFilesUnder} from '../../lib/files';
import {manifestCases, type ManifestCase} from '../../lib/manifests';
import {manifestSchema} from '../../src/data/crdSchema/jsonSchema';
import {publishedSchema} from '../../src/data/crdSchema/published';
import {crdSchemas} from '../../src/data/release/generated/crds';
import {openApiSchemas} from '../../src/data/release/generated/openapi';
import {release} from '../../src/data/release/generated/release';
import {openApiSchema} from '../syncRelease/crds';
import {kubectlSchema} from './kubectl';
import {measure, report, type Measured} from './measure';

const checkout = process.argv[2];
if (!checkout || !fs.existsSync(path.join(checkout, 'operator', 'crds'))) {
  console.error('usage: npm run measure:schemas -- <secureCodeBox checkout> (a folder with operator/crds)');
  process.exit(2);
}

type CrdDocument = {spec: {names: {kind: string}; versions: {storage?: boolean; schema: {openAPIV3Schema: object}}[]}};
const yardsticks = new Map<string, object>();
for (const file of relativeFilesUnder(path.join(checkout, 'operator', 'crds'), '.yaml')) {
  const crd = yaml.load(fs.readFileSync(path.join(checkout, 'operator', 'crds', file), 'utf8')) as CrdDocument;
  const kind = crd.spec.names.kind;
  const stored = crd.spec.versions.find((version) => version.storage)!.schema.openAPIV3Schema;
  yardsticks.set(kind, kubectlSchema(stored));
  // The published schemas are those of the synced facts: the checkout must be the same release.
  if (!isDeepStrictEqual(openApiSchema(file, stored), (openApiSchemas as Record<string, unknown>)[kind])) {
    console.error(`${file}: this CRD is not the one of the synced release ${release.version}; check out v${release.version}`);
    process.exit(1);
  }
}

/** The files of each source, by path from the checkout, with their text. */
const SOURCES: Record<string, (file: string) => boolean> = {
  'scanner examples and cascading rules': (file) => /^scanners\/[^/]+\/(examples|cascading-rules)\/.*\.ya?ml$/.test(file),
  "the charts' own docs (scanners, hooks, auto-discovery)": (file) => /^(scanners|hooks|auto-discovery)\/.*\.mdx?$/.test(file),
  'the documentation': (file) => /^documentation\/docs\/.*\.mdx?$/.test(file),
};
const files = relativeFilesUnder(checkout).filter((file) => !file.includes('node_modules/'));

const all: Measured[] = [];
// A chart's README and its docs/README.ArtifactHub.md repeat the same manifests: each counts once.
const seen = new Set<string>();
for (const [source, belongs] of Object.entries(SOURCES)) {
  const {cases, skippedHelmBlocks} = manifestCases(files.filter(belongs).map((file) => ({file, text: fs.readFileSync(path.join(checkout, file), 'utf8')})));
  const parsed = cases.flatMap(({name, doc}: ManifestCase): Measured[] => {
    if (seen.has(doc.text)) return [];
    seen.add(doc.text);
    try {
      const manifest = yaml.load(doc.text, {schema: yaml.CORE_SCHEMA}) as Record<string, unknown>;
      return [{name, kind: String(manifest.kind), manifest}];
    } catch (error) {
      console.log(`  not YAML, left out: ${name}: ${(error as Error).message.split('\n')[0]}`);
      return [];
    }
  });
  console.log(`${source}: ${parsed.length} manifests${skippedHelmBlocks ? ` (${skippedHelmBlocks} blocks with Helm syntax left out)` : ''}`);
  all.push(...parsed);
}
const unknown = all.filter((m) => !yardsticks.has(m.kind));
for (const m of unknown) console.log(`  no CRD of kind ${m.kind}, left out: ${m.name}`);
const measured = all.filter((m) => yardsticks.has(m.kind));
const yardstickOf = (kind: string) => yardsticks.get(kind)!;

console.log(`\nsecureCodeBox ${release.version}, ${measured.length} manifests, validator @cfworker/json-schema\n`);
const published = measure(measured, publishedSchema, yardstickOf);
console.log(report('the published schemas (src/data/crdSchema/published.ts)', published));
for (const name of published.refusedManifests) console.log(`    kubectl refuses ${name}`);
for (const d of published.disagreements) console.log(`    ${d.manifest}${d.field ? ` ${d.field}` : ''}: kubectl ${d.yardstick ? 'accepts' : 'refuses'}, the schema ${d.schema ? 'accepts' : 'refuses'}`);
const builderSchemas = new Map(crdSchemas.map((crd) => [crd.kind, manifestSchema(crd)]));
console.log(report("\nthe scan builder's smaller schemas (src/data/crdSchema/jsonSchema.ts), for comparison", measure(measured, (kind) => builderSchemas.get(kind)!, yardstickOf)));
process.exit(published.disagreements.length ? 1 : 0);
