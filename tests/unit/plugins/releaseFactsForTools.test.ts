import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import releaseFactsForTools, {publishedCascades, publishedChartValues} from '../../../src/plugins/releaseFactsForTools';
import {CASCADES_FILE, CHART_VALUES_FILE, factsPath, type FactsFile} from '../../../src/plugins/releaseFactsForTools/files';
import {cascadeFrom, INTENSIVE, INVASIVE, LABEL_VALUES} from '../../../src/data/cascades';
import {documentedCharts} from '../../../src/data/chartValues/all';
import {release} from '../../../src/data/release/generated/release';

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the release facts for tools', () => {
  it('are written beside the schemas of the release and of latest, as JSON', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-facts-'));
    try {
      await (releaseFactsForTools() as Plugin).postBuild!({outDir} as never);
      for (const folder of [`v${release.version}`, 'latest']) {
        const read = (file: FactsFile) => JSON.parse(fs.readFileSync(path.join(outDir, factsPath(folder, file)), 'utf8')) as unknown;
        expect(read(CASCADES_FILE)).toEqual(asJson(publishedCascades()));
        expect(read(CHART_VALUES_FILE)).toEqual(asJson(publishedChartValues()));
      }
      expect(factsPath(`v${release.version}`, CASCADES_FILE)).toBe(`/schemas/v${release.version}/cascades.json`);
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });

  it('hold what the cascade explorer computes with, for every scanner of the release', () => {
    const published = asJson(publishedCascades());
    const scanners = release.charts.filter((chart) => chart.kind === 'scanner').map((chart) => chart.name);
    expect(published.release).toBe(release.version);
    expect(Object.keys(published.categories).sort()).toEqual(scanners.sort());
    const all = {[INVASIVE]: LABEL_VALUES[INVASIVE], [INTENSIVE]: LABEL_VALUES[INTENSIVE]};
    for (const scanner of scanners) expect(cascadeFrom(scanner, all, published), scanner).toEqual(cascadeFrom(scanner, all));
  });

  it('hold every chart of the release with its page and every values key with type, default and description', () => {
    const {charts} = publishedChartValues();
    expect(Object.keys(charts).sort()).toEqual(release.charts.map((chart) => chart.name).sort());
    expect(charts.nmap).toMatchObject({name: 'nmap', kind: 'scanner', version: release.version, page: '/docs/scanners/nmap'});
    expect(charts.operator.page).toBe('/docs/getting-started/installation');
    for (const [name, chart] of Object.entries(charts)) {
      expect(chart.values, name).toEqual(documentedCharts[name].values);
      for (const value of chart.values) expect(value.description, `${name} ${value.key}`).not.toBe('');
    }
  });
});
