import Ajv, {type ErrorObject} from 'ajv';
import yaml from 'js-yaml';
import {test, expect} from '@playwright/test';
import {publishedSchema, schemaPath} from '../../src/data/crdSchema/published';
import {collectCases} from '../unit/support/docsManifests';
import {YamlLanguageServer, type Diagnostic} from './support/yamlLanguageServer';

// The published schemas (src/data/crdSchema/published.ts) in the hands of a client nobody here
// wrote: the npm package yaml-language-server, the YAML support of VS Code, Neovim and others,
// fetching each schema from our nginx through the modeline a reader puts on the first line. Every
// secureCodeBox manifest of the docs and the blog must pass without a word; broken copies must
// fail, on the field that is wrong (also inside the Kubernetes types a CRD embeds), and Ajv with the
// same schemas must say the same.

type Manifest = {apiVersion: string; kind: string; metadata: Record<string, unknown>; spec: Record<string, unknown>};

const {cases} = collectCases();
const load = (text: string) => yaml.load(text, {schema: yaml.CORE_SCHEMA}) as Manifest;
const ajv = new Ajv({allErrors: true, allowUnionTypes: true});
const ajvValidate = (kind: string) => ajv.getSchema(publishedSchema(kind).$id!) ?? ajv.compile(publishedSchema(kind));

/** The field each of Ajv's errors is about: the property it misses or refuses, else the last step of its path. */
const ajvFields = (errors: readonly ErrorObject[]): string[] =>
  errors.map((e) => (e.params as {missingProperty?: string}).missingProperty ?? (e.params as {additionalProperty?: string}).additionalProperty ?? e.instancePath.split('/').at(-1)!);

/** Whether a diagnostic names `field`: in its message, or as the key of the line it points at. */
function names(diagnostic: Diagnostic, field: string, text: string): boolean {
  const line = text.split('\n')[diagnostic.range.start.line] ?? '';
  return new RegExp(`\\b${field}\\b`).test(diagnostic.message) || new RegExp(`^\\s*(- )?${field}:`).test(line);
}

const modeline = (baseURL: string, kind: string) => `# yaml-language-server: $schema=${baseURL}${schemaPath(kind)}`;

/** A broken copy of the first docs manifest of `kind`, and the fields the mistake is in. */
type Broken = {name: string; kind: string; fields: string[]; change: (manifest: Manifest) => void};
const broken: Broken[] = [
  {name: 'a misspelt field (cascade for cascades)', kind: 'Scan', fields: ['cascade'], change: (m) => void (m.spec.cascade = {inheritLabels: true})},
  {name: 'a misspelt nested field', kind: 'Scan', fields: ['inheritLabel'], change: (m) => void (m.spec.cascades = {inheritLabel: false})},
  {name: 'a value outside an enum', kind: 'Scan', fields: ['resourceMode'], change: (m) => void (m.spec.resourceMode = 'global')},
  {name: 'a missing required field', kind: 'Scan', fields: ['scanType'], change: (m) => void delete m.spec.scanType},
  {name: 'parameters as a string', kind: 'Scan', fields: ['parameters'], change: (m) => void (m.spec.parameters = '-sV scanme.nmap.org')},
  {
    name: "parameters as a string in a ScheduledScan's scanSpec",
    kind: 'ScheduledScan',
    fields: ['parameters'],
    change: (m) => void ((m.spec.scanSpec as Record<string, unknown>).parameters = 'scanme.nmap.org'),
  },
  {name: 'a misspelt field of a CascadingRule', kind: 'CascadingRule', fields: ['scanspec', 'scanSpec'], change: (m) => void ((m.spec.scanspec = m.spec.scanSpec), delete m.spec.scanSpec)},
  // Inside the Kubernetes types a CRD embeds, where kubectl refuses a misspelling as well.
  {
    name: 'a misspelt field of a volume mount',
    kind: 'Scan',
    fields: ['mounthPath', 'mountPath'],
    change: (m) => void ((m.spec.volumes = [{name: 'wordlist', configMap: {name: 'wordlist'}}]), (m.spec.volumeMounts = [{name: 'wordlist', mounthPath: '/wordlists'}])),
  },
  {name: 'a misspelt field of an env entry', kind: 'Scan', fields: ['valuFrom'], change: (m) => void (m.spec.env = [{name: 'TOKEN', valuFrom: {secretKeyRef: {name: 'token', key: 'token'}}}])},
  {name: 'a misspelt field of the resources', kind: 'Scan', fields: ['limit'], change: (m) => void (m.spec.resources = {limit: {cpu: '500m'}})},
];

test.describe('yaml-language-server with the published schemas', () => {
  test.describe.configure({mode: 'serial'});
  let server: YamlLanguageServer;
  test.beforeAll(async () => {
    server = await YamlLanguageServer.start();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('accepts every secureCodeBox manifest of the docs and the blog, as Ajv does', async ({baseURL}) => {
    test.setTimeout(120_000);
    expect(cases.length).toBeGreaterThan(100);
    const documents = cases.map(({name, doc}) => {
      const {kind} = load(doc.text);
      return {name, kind, text: `${modeline(baseURL!, kind)}\n${doc.text}\n`};
    });
    const results = await Promise.all(documents.map((d, i) => server.open(`file:///manifests/valid-${i}.yaml`, d.text)));
    const problems = documents.flatMap((d, i) => results[i].map((diagnostic) => `${d.name}: line ${diagnostic.range.start.line}: ${diagnostic.message}`));
    expect(problems, server.log).toEqual([]);
    const refused = documents.filter((d) => !ajvValidate(d.kind)(load(d.text))).map((d) => d.name);
    expect(refused).toEqual([]);
  });

  for (const {name, kind, fields, change} of broken) {
    test(`refuses ${name} and names ${fields.join(' and ')}, as Ajv does`, async ({baseURL}) => {
      const example = cases.find((c) => load(c.doc.text).kind === kind)!;
      const manifest = load(example.doc.text);
      change(manifest);
      const text = `${modeline(baseURL!, kind)}\n${yaml.dump(manifest, {lineWidth: -1})}`;
      const diagnostics = await server.open(`file:///manifests/${kind}-${fields[0]}.yaml`, text);
      // Every diagnostic is about one of the fields, and each field has one.
      expect(diagnostics.filter((d) => !fields.some((field) => names(d, field, text))).map((d) => d.message), `${example.name}\n${text}`).toEqual([]);
      expect(fields.filter((field) => !diagnostics.some((d) => names(d, field, text)))).toEqual([]);
      const validate = ajvValidate(kind);
      expect(validate(manifest)).toBe(false);
      expect(new Set(ajvFields(validate.errors!))).toEqual(new Set(fields));
    });
  }

  test('says so when the modeline names a schema that is not there, so silence means the schema was read', async ({baseURL}) => {
    const text = `# yaml-language-server: $schema=${baseURL}/schemas/v0.0.0/execution.securecodebox.io/scan_v1.json\napiVersion: execution.securecodebox.io/v1\nkind: Scan\n`;
    const diagnostics = await server.open('file:///manifests/missing-schema.yaml', text);
    expect(diagnostics.map((d) => d.message).join('\n')).toMatch(/schema/i);
  });
});
