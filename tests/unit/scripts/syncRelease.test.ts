// `npm run sync:release` on a made-up release (tests/unit/fixtures/release: one scanner chart,
// one hook chart, a hook folder without a chart and one CRD): what it reads, that its output
// does not change when it runs again, and that it refuses what it cannot read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {parserCategories, readRelease, readValues} from '../../../scripts/syncRelease/read';
import {renderRelease, writeRelease, HEADER} from '../../../scripts/syncRelease/write';
import {documentsOf, globbedFolder, imagesInTemplate, readResourceName, resourcesInTemplate, unusedKeys} from '../../../scripts/syncRelease/helm';
import {openApiSchema, readCrd, withGoTypes} from '../../../scripts/syncRelease/crds';
import {parseGoSource} from '../../../scripts/syncRelease/goTypes';
import {release} from '../../../src/data/release/generated/release';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {crdSchemas} from '../../../src/data/release/generated/crds';
import {cascadingRules, parserCategories as releaseCategories} from '../../../src/data/release/generated/cascading-rules';
import {openApiSchemas} from '../../../src/data/release/generated/openapi';

const fixture = path.resolve(__dirname, '../fixtures/release');
const scratch: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'syncRelease-'));
  scratch.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
});

const snapshotOf = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, {recursive: true, withFileTypes: true})
      .filter((e) => e.isFile())
      .map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')]),
  );

describe('sync:release on the fixture release', () => {
  const facts = readRelease(fixture, '1.2.3');
  const scanner = facts.charts.find((c) => c.name === 'demo-scanner')!;
  const hook = facts.charts.find((c) => c.name === 'demo-hook')!;

  it('finds the two charts and says why it skipped the folder without a chart', () => {
    expect(facts.charts.map((c) => [c.name, c.kind, c.path])).toEqual([
      ['demo-scanner', 'scanner', 'scanners/demo-scanner'],
      ['demo-hook', 'hook', 'hooks/demo-hook'],
    ]);
    expect(facts.skipped).toEqual(['hooks/unreleased: no Chart.yaml, so no chart is released']);
  });

  it('reads chart metadata: the release version, appVersion as a string, platforms', () => {
    expect(scanner).toMatchObject({version: '1.2.3', appVersion: '1.0', platforms: ['linux/amd64', 'linux/arm64']});
    expect(hook.version).toBe('1.2.3');
    expect(hook).not.toHaveProperty('appVersion');
  });

  it('lists every leaf of values.yaml in document order with its type and default, and marks keys no template reads', () => {
    expect(scanner.values).toEqual([
      {key: 'imagePullSecrets', type: 'list', default: [], readBy: [1]},
      {key: 'parser.image.repository', type: 'string', default: 'registry.example/parser-demo', readBy: [0]},
      {key: 'parser.image.tag', type: 'null', default: null, readBy: [0]},
      {key: 'scanner.image.repository', type: 'string', default: 'registry.example/scanner-demo', readBy: [1, 2]},
      {key: 'scanner.image.tag', type: 'null', default: null, readBy: [1, 2]},
      {key: 'scanner.nameAppend', type: 'null', default: null, readBy: [1]},
      {key: 'scanner.backoffLimit', type: 'integer', default: 3, readBy: [1]},
      {key: 'scanner.ratio', type: 'number', default: 0.5, unused: true},
      {key: 'scanner.securityContext.runAsNonRoot', type: 'boolean', default: true, readBy: [1]},
      {key: 'scanner.securityContext.capabilities.drop', type: 'list', default: ['ALL'], readBy: [1]},
      {key: 'scanner.extraArgs', type: 'list', default: ['--quiet', '--no-color'], unused: true},
      {key: 'scanner.since', type: 'string', default: '2024-01-31', unused: true},
      {key: 'scanner.podSecurityContext', type: 'object', default: {}, unused: true},
      {key: 'cascadingRules.enabled', type: 'boolean', default: false, readBy: [2]},
    ]);
  });

  it('records which workloads read a key when only some do, counting a condition around a whole document for that document', () => {
    expect(scanner.workloads).toEqual([
      {kind: 'ParseDefinition', name: 'demo-json'},
      {kind: 'ScanType', name: 'demo'},
      {kind: 'ScanType', name: 'demo-light'},
    ]);
    // Every workload of the hook reads its keys, so none carries readBy.
    expect(hook.values.filter((v) => v.readBy)).toEqual([]);
    const text = [
      'kind: ScanType',
      'metadata:',
      '  name: "a{{ .Values.scanner.nameAppend | default "" }}"',
      'spec:',
      '  x: {{ .Values.scanner.x }}',
      '{{- if .Values.second }}',
      '---',
      'kind: Job',
      'metadata:',
      '  name: "{{ .Release.Name }}-job"',
      'spec:',
      '  y: {{ include "demo.y" . }}',
      '{{- end }}',
    ].join('\n');
    const helpers = new Map([['_helpers.tpl', '{{- define "demo.y" -}}{{ .Values.helper.y }}{{- end -}}']]);
    const docs = documentsOf('t.yaml', text, 'demo', '1.2.3', helpers);
    expect(docs.map((d) => [d.kind, d.name, [...d.reads].sort()])).toEqual([
      ['ScanType', 'a', ['scanner.nameAppend', 'scanner.x']],
      ['Job', '<release>-job', ['helper.y', 'second']],
    ]);
  });

  it('counts a key as read when a map above it is read, and gives up when .Values is handed on whole', () => {
    const keys = ['a.b.c', 'a.d', 'e'];
    expect(unusedKeys(keys, ['{{ toYaml .Values.a.b }}'])).toEqual(new Set(['a.d', 'e']));
    expect(unusedKeys(keys, ['{{ .Values.a.bc }}'])).toEqual(new Set(keys));
    expect(unusedKeys(keys, ['{{ include "x.env" .Values }}'])).toBeUndefined();
  });

  it('resolves image tags from appVersion, the chart version or values.yaml', () => {
    expect(scanner.images).toEqual([
      {values: 'parser.image', repository: 'registry.example/parser-demo', tag: '1.2.3', tagFrom: 'chartVersion'},
      {values: 'scanner.image', repository: 'registry.example/scanner-demo', tag: '1.0', tagFrom: 'appVersion'},
    ]);
    expect(hook.values.filter((v) => v.unused).map((v) => v.key)).toEqual(['hook.env']);
    expect(hook.images).toEqual([{values: 'hook.image', repository: 'registry.example/hook-demo', tag: 'pinned-2', tagFrom: 'values'}]);
  });

  it('names the resources the templates create, with suffixes and conditions', () => {
    expect(scanner.resources).toEqual([
      {kind: 'CascadingRule', name: 'demo-after-port', when: ['cascadingRules.enabled']},
      {kind: 'CascadingRule', name: 'demo-after-host', when: ['cascadingRules.enabled']},
      {kind: 'ParseDefinition', name: 'demo-json'},
      {kind: 'ScanType', name: 'demo', nameSuffixFrom: 'scanner.nameAppend'},
      {kind: 'ScanType', name: 'demo-light', when: ['cascadingRules.enabled']},
    ]);
    expect(hook.resources).toEqual([{kind: 'ScanCompletionHook', name: 'demo-hook', namedAfterRelease: true}]);
  });

  it('reads every CascadingRule a chart imports: labels, matches, the scan it starts as written, other spec fields', () => {
    expect(facts.rules).toEqual([
      {
        name: 'demo-after-port',
        chart: 'demo-scanner',
        when: ['cascadingRules.enabled'],
        labels: {'securecodebox.io/invasive': 'invasive', 'securecodebox.io/intensive': 'high'},
        anyOf: [
          {category: 'Open Port', attributes: {port: 8080, service: 'http-*'}},
          {category: 'Open Port', attributes: {service: 'demo'}},
        ],
        scanSpec: {scanType: 'demo', parameters: ['-p', '{{attributes.port}}', '{{$.hostOrIP}}'], env: [{name: 'DEMO_TARGET', value: '{{location}}'}]},
        otherSpec: {scanLabels: {team: 'demo'}},
      },
      {
        name: 'demo-after-host',
        chart: 'demo-scanner',
        when: ['cascadingRules.enabled'],
        labels: {},
        anyOf: [{category: 'Host'}],
        scanSpec: {scanType: 'demo', parameters: ['{{location}}']},
      },
    ]);
  });

  it("reads the categories a parser writes as literals, once each, and none a parser computes", () => {
    expect(facts.categories).toEqual({'demo-scanner': ['Demo Flag', 'Open Port']});
    expect(parserCategories('category: finding["template-id"], other: "x"')).toEqual([]);
    expect(parserCategories("category: 'Single', category:`Tpl ${x}`")).toEqual(['Single']);
  });

  it('flattens the CRD schema without its descriptions, with the Go type the API declares for each field', () => {
    expect(facts.crds).toEqual([
      {
        kind: 'Demo',
        group: 'execution.securecodebox.io',
        version: 'v1',
        plural: 'demos',
        scope: 'Namespaced',
        spec: [
          {path: 'target', type: 'string', required: true, goType: 'string'},
          {path: 'mode', type: 'string', required: false, default: 'fast', enum: ['fast', 'thorough'], goType: '*DemoMode'},
          {path: 'labels', type: 'object', required: false, mapOf: 'string', goType: 'map[string]string'},
          {path: 'port', intOrString: true, required: false, goType: 'intstr.IntOrString'},
          {path: 'env', type: 'array', required: false, items: 'object', kubernetes: true, goType: '[]corev1.EnvVar'},
          {path: 'groups', type: 'array', required: false, items: 'array', goType: '[][]*Group'},
          {path: 'groups[][].name', type: 'string', required: true, goType: 'string'},
        ],
        status: [{path: 'count', type: 'integer', required: false, goType: 'uint64'}],
      },
    ]);
  });

  it('keeps the whole schema of each CRD without its prose, every check as the CRD writes it', () => {
    expect(facts.openApi.Demo).toEqual({
      type: 'object',
      properties: {
        apiVersion: {type: 'string'},
        spec: {
          type: 'object',
          required: ['target'],
          properties: {
            target: {type: 'string'},
            mode: {type: 'string', default: 'fast', enum: ['fast', 'thorough']},
            labels: {type: 'object', additionalProperties: {type: 'string'}},
            port: {'x-kubernetes-int-or-string': true},
            env: {type: 'array', items: {type: 'object', properties: {name: {type: 'string'}}}},
            groups: {type: 'array', items: {type: 'array', items: {type: 'object', required: ['name'], properties: {name: {type: 'string'}}}}},
          },
        },
        status: {type: 'object', properties: {count: {type: 'integer', format: 'int64'}}},
      },
    });
    expect(openApiSchema('k.yaml', {type: 'object', 'x-kubernetes-validations': [{rule: 'self.a > 0', message: 'prose'}]})).toEqual({
      type: 'object',
      'x-kubernetes-validations': [{rule: 'self.a > 0'}],
    });
    expect(() => openApiSchema('k.yaml', {type: 'object', properties: {a: {type: 'string', 'x-new-check': true}}})).toThrow(
      'k.yaml: openAPIV3Schema.properties.a.x-new-check: the sync does not know the schema keyword "x-new-check"',
    );
  });

  it('writes the same files when run twice, and nothing the second time', () => {
    const out = tempDir();
    const first = writeRelease(out, readRelease(fixture, '1.2.3'));
    const before = snapshotOf(out);
    const second = writeRelease(out, readRelease(fixture, '1.2.3'));
    expect(first.written.length).toBe(Object.keys(before).length);
    expect(second).toEqual({written: [], removed: []});
    expect(snapshotOf(out)).toEqual(before);
    expect(Object.keys(before).sort()).toEqual([
      'cascading-rule-labels.ts',
      'cascading-rules.ts',
      'charts/demo-hook.ts',
      'charts/demo-scanner.ts',
      'charts/index.ts',
      'crds.ts',
      'openapi/demos.ts',
      'openapi/index.ts',
      'release.ts',
      'scan-types.ts',
      'versions/demo-hook.ts',
      'versions/demo-scanner.ts',
    ]);
    for (const text of Object.values(before)) expect(text.startsWith(`${HEADER} from secureCodeBox v1.2.3.`)).toBe(true);
    expect(before['charts/demo-scanner.ts']).toContain('\n    {"key":"scanner.backoffLimit","type":"integer","default":3,"readBy":[1]},\n');
    // What prose quotes of a chart: its versions and images, without the values.
    expect(before['versions/demo-scanner.ts']).toContain('"appVersion": "1.0"');
    expect(before['versions/demo-scanner.ts']).toContain('"repository":"registry.example/scanner-demo"');
    expect(before['versions/demo-scanner.ts']).not.toContain('"values": [');
  });

  it('writes a schema two kinds share once, named after the namespaced kind, and two schemas that differ apart', () => {
    const [demo] = facts.crds;
    const cluster = {...demo, kind: 'ClusterDemo', plural: 'clusterdemos'};
    const other = {...demo, kind: 'Other', plural: 'others'};
    const files = renderRelease({
      ...facts,
      crds: [cluster, demo, other],
      openApi: {...facts.openApi, ClusterDemo: facts.openApi.Demo, Other: {type: 'object'}},
    });
    expect([...files.keys()].filter((f) => f.startsWith('openapi/')).sort()).toEqual(['openapi/demos.ts', 'openapi/index.ts', 'openapi/others.ts']);
    expect(files.get('openapi/demos.ts')).toContain(`storage version of ClusterDemo (${demo.version}) and Demo (${demo.version})`);
    expect(files.get('openapi/index.ts')).toContain('  ClusterDemo: demos,\n  Demo: demos,\n  Other: others,\n');
  });

  it('removes the files of a chart that is gone and refuses to delete files it did not write', () => {
    const out = tempDir();
    writeRelease(out, facts);
    const fewer = {...facts, charts: facts.charts.filter((c) => c.name !== 'demo-hook')};
    expect(writeRelease(out, fewer).removed.sort()).toEqual([path.join(out, 'charts/demo-hook.ts'), path.join(out, 'versions/demo-hook.ts')]);
    fs.writeFileSync(path.join(out, 'notes.md'), 'mine');
    expect(() => writeRelease(out, facts)).toThrow(/did not write: .*notes\.md/);
  });

  it('refuses a version that is not a release', () => {
    expect(() => readRelease(fixture, 'main')).toThrow(/not a release version/);
  });
});

describe('sync:release refuses what it cannot read', () => {
  const helpers = new Map<string, string>();

  it('resource names other than a literal, a literal plus a values suffix, or the fullname helper', () => {
    expect(readResourceName('t.yaml', '"nmap-xml"', 'nmap', helpers)).toEqual({name: 'nmap-xml'});
    expect(() => readResourceName('t.yaml', '"{{ .Release.Name }}-scan"', 'x', helpers)).toThrow(/t\.yaml: cannot read the resource name/);
    expect(() => readResourceName('t.yaml', '{{ include "x.fullname" . }}', 'x', helpers)).toThrow(/no _helpers\.tpl defines/);
    const odd = new Map([['_helpers.tpl', '{{- define "x.fullname" -}}{{ .Release.Name }}-custom{{- end -}}']]);
    expect(() => readResourceName('t.yaml', '{{ include "x.fullname" . }}', 'x', odd)).toThrow(/not the standard fullname helper/);
  });

  it('resources inside conditions other than a plain values key', () => {
    const text = '{{ if and .Values.a .Values.b }}\nkind: ScanType\nmetadata:\n  name: x\n{{ end }}\n';
    expect(() => resourcesInTemplate('t.yaml', text, 'x', helpers)).toThrow(/only plain \.Values conditions/);
    const negated = '{{ if .Values.a }}\n{{ else }}\nkind: ScanType\nmetadata:\n  name: x\n{{ end }}\n';
    expect(() => resourcesInTemplate('t.yaml', negated, 'x', helpers)).toThrow(/else of if \.Values\.a/);
    expect(() => resourcesInTemplate('t.yaml', 'kind: ScanType\nspec: {}\n', 'x', helpers)).toThrow(/without metadata\.name/);
    expect(() => resourcesInTemplate('t.yaml', 'kind: ClusterScanType\nmetadata:\n  name: x\n', 'x', helpers)).toThrow(/ClusterScanType/);
  });

  it('image references in another form, and globs it cannot follow', () => {
    expect(() => imagesInTemplate('t.yaml', 'image: {{ printf "%s" .Values.scanner.image.repository }}')).toThrow(/image reference/);
    expect(() => imagesInTemplate('t.yaml', 'image: "{{ .Values.a.repository }}:{{ .Values.b.tag }}"')).toThrow(/repository from a but its tag from b/);
    expect(() => globbedFolder('t.yaml', '{{ range $p, $_ := .Files.Glob "rules/**/*.yaml" }}{{ end }}')).toThrow(/Glob pattern/);
  });

  it('values that YAML 1.1 and 1.2 read differently, and keys that are no dotted path', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'values.yaml'), 'feature:\n  enabled: yes\n');
    expect(() => readValues(path.join(dir, 'values.yaml'))).toThrow(/quote it/);
    fs.writeFileSync(path.join(dir, 'values.yaml'), 'annotations:\n  example.com/team: a\n');
    expect(() => readValues(path.join(dir, 'values.yaml'))).toThrow(/cannot be written as a dotted path/);
  });

  it('a CRD field the Go API lacks, and Go it cannot read', () => {
    const go = {spec: new Map([['target', 'string']]), status: new Map<string, string>()};
    const crd = {kind: 'Demo', group: 'g', version: 'v1', plural: 'demos', scope: 'Namespaced' as const, spec: [{path: 'target', type: 'string' as const, required: true}, {path: 'extra', type: 'string' as const, required: false}], status: []};
    expect(() => withGoTypes(crd, go)).toThrow("Demo spec.extra: no field of that name in the operator's Go API");
    expect(() => parseGoSource('x_types.go', 'type X struct {\n\tName string\n}\n')).toThrow('x_types.go: cannot read the field "Name string" of struct X');
    expect(() => parseGoSource('x_types.go', 'type X struct {\n\tName string `yaml:"name"`\n}\n')).toThrow('has no json tag');
  });

  it('CRDs with an unlisted Kubernetes type', () => {
    const properties = Object.fromEntries(Array.from({length: 41}, (_, i) => [`f${i}`, {type: 'string'}]));
    const crd = {
      kind: 'CustomResourceDefinition',
      spec: {
        group: 'g',
        scope: 'Namespaced',
        names: {kind: 'K', plural: 'ks'},
        versions: [{name: 'v1', storage: true, schema: {openAPIV3Schema: {type: 'object', properties: {spec: {type: 'object', properties: {podTemplate: {type: 'object', properties}}}}}}}],
      },
    };
    expect(() => readCrd('k.yaml', crd)).toThrow(/podTemplate has 41 nested properties; .*KUBERNETES_TYPED/);
  });
});

describe('the committed release facts', () => {
  it('are exactly what the sync writes for them (nobody edited them by hand)', () => {
    const charts = release.charts.map((c) => chartFacts[c.name as keyof typeof chartFacts]);
    const files = renderRelease({version: release.version, charts, crds: crdSchemas, openApi: openApiSchemas, rules: cascadingRules, categories: releaseCategories, skipped: []});
    const dir = path.resolve(__dirname, '../../../src/data/release/generated');
    expect(snapshotOf(dir)).toEqual(Object.fromEntries(files));
  });
});
