// The scan builder (src/components/ScanBuilder): what it writes from a form state, how the
// release's schema judges it, that its compiled validators are current, and what it starts from
// (the page's example, the chart's ScanTypes).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import yaml from 'js-yaml';
import {exampleFromYaml, initialState, kubectlCommand, scbctlCommand, shellWord, toManifest, toYaml, withSchemaModeline, type BuilderState} from '../../../src/components/ScanBuilder/manifest';
import {schemaModeline} from '../../../src/data/crdSchema/published';
import {problemsOf} from '../../../src/components/ScanBuilder/validate';
import {manifestValidators, VALIDATORS_MODULE, validatorsModule} from '../../../src/data/crdSchema/standalone';
import {scanTypes} from '../../../src/data/release/generated/scan-types';
import {release} from '../../../src/data/release/generated/release';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const nmapExample = {name: 'nmap-scanme', spec: {scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']}};
const nmap = (changes: Partial<BuilderState> = {}): BuilderState => ({...initialState('Scan', nmapExample, ['nmap']), ...changes});
const ajv = manifestValidators();

describe('the manifest the builder writes', () => {
  it('starts from the example: name, ScanType and parameters', () => {
    expect(toManifest(nmap())).toEqual({
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'Scan',
      metadata: {name: 'nmap-scanme'},
      spec: {scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']},
    });
  });

  it('writes the cascade presets as label selectors', () => {
    expect(toManifest(nmap({cascades: 'non-invasive-light'})).spec).toMatchObject({
      cascades: {matchLabels: {'securecodebox.io/invasive': 'non-invasive', 'securecodebox.io/intensive': 'light'}},
    });
    expect(toManifest(nmap({cascades: 'all'})).spec).toMatchObject({cascades: {}});
    expect(toManifest(nmap({cascades: 'none'})).spec).not.toHaveProperty('cascades');
  });

  it('writes hook labels, environment variables and resource requests from their lines', () => {
    const spec = toManifest(nmap({hookSelector: 'team=shop\n\n', env: 'HTTP_PROXY=http://proxy:3128\nDEBUG', cpu: '500m', memory: ''})).spec;
    expect(spec).toMatchObject({
      hookSelector: {matchLabels: {team: 'shop'}},
      env: [
        {name: 'HTTP_PROXY', value: 'http://proxy:3128'},
        {name: 'DEBUG', value: ''},
      ],
      resources: {requests: {cpu: '500m'}},
    });
  });

  it('wraps the scan in a ScheduledScan with an interval or a schedule and the history limits', () => {
    const base = nmap({kind: 'ScheduledScan', successfulJobsHistoryLimit: '3', failedJobsHistoryLimit: 'two'});
    expect(toManifest({...base, repeat: 'interval', interval: '12h'})).toEqual({
      apiVersion: 'execution.securecodebox.io/v1',
      kind: 'ScheduledScan',
      metadata: {name: 'nmap-scanme'},
      spec: {interval: '12h', successfulJobsHistoryLimit: 3, failedJobsHistoryLimit: 'two', scanSpec: {scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']}},
    });
    expect(toManifest({...base, repeat: 'schedule', schedule: '0 3 * * 1'}).spec).toMatchObject({schedule: '0 3 * * 1'});
    expect(toManifest({...base, repeat: 'schedule', schedule: '0 3 * * 1'}).spec).not.toHaveProperty('interval');
  });

  it('prints YAML that reads back as the manifest, and a kubectl command around it', () => {
    const manifest = toManifest(nmap({cascades: 'non-invasive', parameters: '-p\n21,22\n#not a comment'}));
    const text = toYaml(manifest);
    expect(yaml.load(text)).toEqual(manifest);
    expect(text.startsWith('apiVersion: execution.securecodebox.io/v1\nkind: Scan\nmetadata:\n')).toBe(true);
    expect(kubectlCommand(text)).toBe(`kubectl apply -f - <<'EOF'\n${text}EOF`);
  });

  it("starts the YAML with the modeline of the release's schema of its kind, a comment to everything but the editor", () => {
    for (const kind of ['Scan', 'ScheduledScan'] as const) {
      const manifest = toManifest(nmap({kind}));
      const text = withSchemaModeline(toYaml(manifest), kind);
      expect(text.split('\n')[0]).toBe(schemaModeline(kind));
      expect(text.split('\n')[0]).toMatch(new RegExp(`^# yaml-language-server: \\$schema=https://www\\.securecodebox\\.io/schemas/v${release.version.replace(/\./g, '\\.')}/execution\\.securecodebox\\.io/${kind.toLowerCase()}_v1\\.json$`));
      expect(yaml.load(text)).toEqual(manifest);
    }
  });

  it('gives the scbctl command when scbctl can express the scan, and says why not otherwise', () => {
    expect(scbctlCommand(nmap({namespace: 'scans'}))).toEqual({command: 'scbctl scan nmap --name nmap-scanme --namespace scans -- -sV scanme.nmap.org'});
    expect(scbctlCommand(nmap({parameters: "--script\nhttp-title and (not 'x')"}))).toEqual({
      command: `scbctl scan nmap --name nmap-scanme -- --script 'http-title and (not '\\''x'\\'')'`,
    });
    expect(scbctlCommand(nmap({cascades: 'all', env: 'A=1'}))).toEqual({reason: expect.stringContaining('cascades, environment variables')});
    expect(scbctlCommand(nmap({kind: 'ScheduledScan'}))).toEqual({reason: expect.stringContaining('not ScheduledScans')});
    expect(shellWord('a b')).toBe("'a b'");
  });
});

describe('the release schema judges the manifest', () => {
  it('accepts what the form writes from a page example', () => {
    expect(problemsOf('Scan', toManifest(nmap({cascades: 'non-invasive-light', env: 'A=1', cpu: '1', hookSelector: 'a=b'})))).toEqual([]);
    expect(problemsOf('ScheduledScan', toManifest(nmap({kind: 'ScheduledScan', successfulJobsHistoryLimit: '3'})))).toEqual([]);
  });

  it('puts each problem next to the field that causes it', () => {
    expect(problemsOf('Scan', toManifest(nmap({name: 'Nmap_Scan'})))).toEqual([{field: 'name', path: '/metadata/name', message: expect.stringContaining('lowercase')}]);
    // Too long is the same rule to the reader as the wrong characters, though the schema checks it apart.
    expect(problemsOf('Scan', toManifest(nmap({name: 'n'.repeat(254)})))).toEqual([{field: 'name', path: '/metadata/name', message: expect.stringContaining('at most 253 characters')}]);
    expect(problemsOf('Scan', toManifest(nmap({scanType: ''})))).toEqual([{field: 'scanType', path: '/spec/scanType', message: expect.stringContaining('Required')}]);
    expect(problemsOf('Scan', toManifest(nmap({parameters: ''})))).toEqual([{field: 'parameters', path: '/spec/parameters', message: expect.stringContaining('Required')}]);
    expect(problemsOf('ScheduledScan', toManifest(nmap({kind: 'ScheduledScan', failedJobsHistoryLimit: 'two'})))).toEqual([
      {field: 'failedJobsHistoryLimit', path: '/spec/failedJobsHistoryLimit', message: 'Must be a whole number.'},
    ]);
  });

  it('refuses a field the CRD does not have, which the API server would drop without a word', () => {
    const manifest = {...toManifest(nmap()), spec: {scanType: 'nmap', parameters: ['x'], cascade: {}}};
    expect(problemsOf('Scan', manifest)).toEqual([{path: '/spec/cascade', message: 'The CRD has no such field.'}]);
  });

  it('the compiled validators are those of the current CRD facts (npm run generate:validators)', () => {
    expect(fs.readFileSync(path.join(root, VALIDATORS_MODULE), 'utf8')).toBe(validatorsModule());
  });

  it('the compiled validators judge as Ajv does with the schema', () => {
    const samples = [toManifest(nmap()), toManifest(nmap({name: 'X'})), {kind: 'Scan'}, toManifest(nmap({kind: 'ScheduledScan', failedJobsHistoryLimit: '-1'}))];
    for (const sample of samples) {
      const kind = String(sample.kind) as 'Scan' | 'ScheduledScan';
      expect(problemsOf(kind, sample).length === 0, JSON.stringify(sample)).toBe(ajv.getSchema(kind)!(sample));
    }
  });
});

describe('the builder starts from the page', () => {
  it("reads the example's kind, name and spec from a YAML code block", () => {
    expect(exampleFromYaml('kind: ScheduledScan\nmetadata:\n  name: daily\nspec:\n  interval: 24h\n  scanSpec:\n    scanType: nmap\n    parameters: ["x"]')).toEqual({
      kind: 'ScheduledScan',
      name: 'daily',
      spec: {interval: '24h', scanSpec: {scanType: 'nmap', parameters: ['x']}},
    });
    expect(initialState('ScheduledScan', exampleFromYaml('kind: ScheduledScan\nmetadata:\n  name: d\nspec:\n  schedule: "0 3 * * 1"\n  scanSpec:\n    scanType: nmap\n    parameters: ["a", "b"]'))).toMatchObject({
      repeat: 'schedule',
      schedule: '0 3 * * 1',
      scanType: 'nmap',
      parameters: 'a\nb',
    });
    expect(exampleFromYaml('kind: ScanType\nmetadata:\n  name: x')).toBeUndefined();
    expect(exampleFromYaml('a: [unclosed')).toBeUndefined();
    expect(exampleFromYaml('kind: Scan\n---\nkind: Scan')).toBeUndefined();
  });

  it('offers the ScanTypes each chart creates in the release, the always-created ones first', () => {
    expect(scanTypes.nmap).toEqual([{name: 'nmap'}]);
    const trivy = scanTypes.trivy;
    expect(trivy.map((s) => s.name)).toEqual(['trivy-image', 'trivy-filesystem', 'trivy-repo', 'trivy-k8s', 'trivy-image-autodiscovery']);
    expect(trivy.at(-1)?.when).toEqual(['createAutoDiscoveryScanType']);
    expect(Object.keys(scanTypes).sort()).toEqual(release.charts.filter((c) => c.kind === 'scanner').map((c) => c.name).sort());
  });

  it('every scanner chart page has a builder, after its first example', () => {
    const pages = fs.readdirSync(path.join(root, 'docs/scanners')).filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');
    expect(pages.length).toBeGreaterThanOrEqual(18);
    for (const file of pages) {
      const text = fs.readFileSync(path.join(root, 'docs/scanners', file), 'utf8');
      const chart = file.replace(/\.mdx$/, '');
      const at = text.indexOf(`<ScanBuilder chart="${chart}" />`);
      expect(at, file).toBeGreaterThan(text.search(/^kind: (Scan|ScheduledScan)$/m));
      expect(scanTypes[chart], file).toBeDefined();
    }
  });
});
