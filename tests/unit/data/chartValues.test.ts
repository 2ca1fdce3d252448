// @vitest-environment happy-dom
// The chart values tables: every chart of the release has a description for every key and a
// page that ends with its table, and the table a page renders shows each key with the chart's
// own type and default.
import fs from 'node:fs';
import path from 'node:path';
import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import ValuesTable from '../../../src/components/ChartValues/Table';
import {documentedCharts} from '../../../src/data/chartValues/all';
import {chartDescriptions} from '../../../src/data/chartValues/charts';
import {documentChart, MissingDescriptionsError, sharedDescriptions} from '../../../src/data/chartValues/documentChart';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {release} from '../../../src/data/release/generated/release';
import type {ChartFacts} from '../../../src/data/release/types';
import {chartPages as chartPages_} from '../../../lib/chartPages';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const chartPages = chartPages_();
const releasedCharts = release.charts.map((c) => c.name).sort();

describe('descriptions', () => {
  it('exist for every chart of the release, and only for those', () => {
    expect(Object.keys(documentedCharts).sort()).toEqual(releasedCharts);
  });

  it.each(releasedCharts)('cover every key of %s, one line each, written as a sentence', (name) => {
    const chart = documentedCharts[name];
    expect(chart.values.map((v) => v.key)).toEqual(chartFacts[name as keyof typeof chartFacts].values.map((v) => v.key));
    for (const value of chart.values) {
      expect(value.description, value.key).toMatch(/^[A-Z`].*\.$/);
      expect(value.description, value.key).not.toMatch(/\n/);
      expect(value.description.length, value.key).toBeLessThanOrEqual(170);
      expect(value.description.split('`').length % 2, `${value.key}: unbalanced backticks`).toBe(1);
    }
  });

  it('fail loudly for a key without description, a description of a missing key and a null default without type', () => {
    const chart: ChartFacts = {
      name: 'demo',
      kind: 'scanner',
      path: 'scanners/demo',
      version: '1.2.3',
      images: [],
      resources: [],
      values: [
        {key: 'scanner.backoffLimit', type: 'integer', default: 3},
        {key: 'scanner.brandNew', type: 'boolean', default: false},
        {key: 'scanner.someSecret', type: 'null', default: null},
      ],
    };
    let error: unknown;
    try {
      documentChart(chart, {'scanner.someSecret': 'Name of a Secret.', 'scanner.gone': 'Was removed.'});
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MissingDescriptionsError);
    expect((error as Error).message).toContain('scanner.brandNew: no description');
    expect((error as Error).message).toContain('scanner.gone: described, but the chart has no such key');
    expect((error as Error).message).toContain('scanner.someSecret: the default is null, so the description must say the type');
  });

  it('of keys many charts share are written once, not per chart', () => {
    for (const name of Object.keys(chartDescriptions)) {
      const shared = sharedDescriptions[documentedCharts[name].kind];
      const source = fs.readFileSync(path.join(root, 'src/data/chartValues/charts', `${name}.ts`), 'utf8');
      for (const key of Object.keys(shared)) expect(source, `${name} repeats ${key}`).not.toContain(`'${key}':`);
    }
  });
});

describe('pages', () => {
  it('one page per released chart', () => {
    expect(Object.values(chartPages).sort()).toEqual(releasedCharts);
  });

  it('every module of src/data/chartValues/charts is one its index lists', () => {
    const modules = fs.readdirSync(path.join(root, 'src/data/chartValues/charts')).filter((f) => f !== 'index.ts').map((f) => f.replace(/\.ts$/, ''));
    expect(Object.keys(chartDescriptions).sort()).toEqual(modules.sort());
  });

  it.each(Object.entries(chartPages))('%s ends with its values table and takes its facts from its own chart', (route, chart) => {
    const text = fs.readFileSync(path.join(root, 'docs', `${route}.mdx`), 'utf8');
    const lastLine = text.trimEnd().split('\n').at(-1);
    expect(lastLine).toBe(`<ChartValues chart="${chart}" />`);
    // The table's data loads on demand; the page itself carries at most the versions of its own chart.
    expect(text).not.toMatch(/@site\/src\/data\/chartValues\//);
    const imported = [...text.matchAll(/^import \w+ from '@site\/src\/data\/release\/generated\/versions\/([a-z-]+)';$/gm)].map((m) => m[1]);
    expect(imported).toEqual(text.includes('<ChartFact') ? [chart] : []);
  });
});

describe('the rendered table', () => {
  it.each(releasedCharts)('of %s shows every key with its type and the chart default', (name) => {
    const chart = documentedCharts[name];
    const facts = chartFacts[name as keyof typeof chartFacts];
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(h(ValuesTable, {chart}));
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(facts.values.length);
    rows.forEach((row, i) => {
      const [keyCell, typeCell, defaultCell, descriptionCell] = [...row.children];
      const fact = facts.values[i];
      expect(keyCell.textContent).toBe(fact.key);
      expect(typeCell.textContent).toBe(fact.type === 'null' ? chart.values[i].type : fact.type);
      expect(JSON.parse(defaultCell.querySelector('code')!.textContent!), fact.key).toEqual(fact.default);
      expect(descriptionCell.textContent!.length).toBeGreaterThan(10);
      expect(descriptionCell.textContent!.includes('No template of the chart reads this key'), fact.key).toBe(fact.unused === true);
    });
  });

  it('folds long defaults and keeps short ones inline', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(h(ValuesTable, {chart: documentedCharts['auto-discovery-kubernetes']}));
    const scanConfigs = container.querySelector('[id="value-config.serviceAutoDiscovery.scanConfigs"]')!.closest('tr')!;
    expect(scanConfigs.querySelector('details summary')!.textContent).toBe('list of 1 entry');
    const drop = container.querySelector('[id="value-securityContext.capabilities.drop"]')!.closest('tr')!;
    expect(drop.querySelector('details')).toBeNull();
    expect(drop.querySelector('code.default, td code')!.textContent).toBe('["all"]');
  });
});

describe('where a key applies', () => {
  const partialOf = (chart: string, key: string) => {
    const value = documentedCharts[chart].values.find((v) => v.key === key)!;
    return value.partial && {readers: value.partial.readers.map((w) => w.name), others: value.partial.others.map((w) => w.name)};
  };

  it('names the ScanTypes of trivy that a shared scanner key reaches and those it misses (trivy-scan-type.yaml)', () => {
    expect(partialOf('trivy', 'scanner.suspend')).toEqual({
      readers: ['trivy-image-autodiscovery', 'trivy-filesystem', 'trivy-repo'],
      others: ['trivy-image', 'trivy-k8s'],
    });
    expect(partialOf('trivy', 'scanner.nodeSelector')).toEqual({
      readers: ['trivy-image'],
      others: ['trivy-image-autodiscovery', 'trivy-filesystem', 'trivy-repo', 'trivy-k8s'],
    });
    expect(partialOf('trivy', 'scanner.podSecurityContext')).toEqual({
      readers: ['trivy-image', 'trivy-image-autodiscovery'],
      others: ['trivy-filesystem', 'trivy-repo', 'trivy-k8s'],
    });
    // Every ScanType reads the image and the env, so nothing is said about them.
    expect(partialOf('trivy', 'scanner.image.repository')).toBeUndefined();
    expect(partialOf('trivy', 'scanner.env')).toBeUndefined();
  });

  it('names the resources that ignore imagePullSecrets', () => {
    for (const chart of ['subfinder', 'trivy-sbom', 'zap-automation-framework']) {
      expect(partialOf(chart, 'imagePullSecrets')?.readers, chart).toEqual([chartFacts[chart as 'subfinder'].resources.find((r) => r.kind === 'ParseDefinition')!.name]);
    }
    expect(partialOf('nuclei', 'imagePullSecrets')?.others).toEqual(['nuclei-update-template-cache', 'nuclei-update-initial-template-cache']);
    // The importer Job is named after the chart version (hooks/persistence-elastic/templates/import-dashboard.yaml).
    expect(partialOf('persistence-elastic', 'imagePullSecrets')?.others).toEqual([`dashboard-importer-${chartFacts['persistence-elastic'].version}`]);
    expect(partialOf('nmap', 'imagePullSecrets')).toBeUndefined();
  });

  it.each(releasedCharts)('%s: no description claims every or each resource for a key that reaches only some', (name) => {
    for (const value of documentedCharts[name].values) {
      if (!value.partial) continue;
      expect(value.description, `${name} ${value.key}`).not.toMatch(/\b(every|each|all)\b/i);
    }
  });

  it('the table says which resources read a key that reaches only some', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToStaticMarkup(h(ValuesTable, {chart: documentedCharts.trivy}));
    const row = container.querySelector('[id="value-scanner.nodeSelector"]')!.closest('tr')!;
    expect(row.textContent).toContain(
      `In release ${release.version} only the ScanType trivy-image of this chart reads this key; the ScanTypes trivy-image-autodiscovery, trivy-filesystem, trivy-repo, trivy-k8s ignore it.`,
    );
    const subfinder = document.createElement('div');
    subfinder.innerHTML = renderToStaticMarkup(h(ValuesTable, {chart: documentedCharts.subfinder}));
    expect(subfinder.querySelector('[id="value-imagePullSecrets"]')!.closest('tr')!.textContent).toContain(
      'only the ParseDefinition subfinder-json of this chart reads this key; the ScanType subfinder ignores it.',
    );
  });
});
