import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {releaseCascades} from '../../data/cascades';
import {documentedCharts} from '../../data/chartValues/all';
import {chartPages} from '../../../lib/chartPages';
import {LATEST, schemaRelease} from '../../data/crdSchema/published';
import {release} from '../../data/release/generated/release';
import {CASCADES_FILE, CHART_VALUES_FILE, factsPath, type PublishedCascades, type PublishedChartValues} from './files';

export function publishedCascades(): PublishedCascades {
  return {release: release.version, ...releaseCascades};
}

export function publishedChartValues(): PublishedChartValues {
  const pageOf = new Map(Object.entries(chartPages()).map(([route, chart]) => [chart, `/docs/${route}`]));
  const charts = Object.values(documentedCharts).map(({name, kind, version, appVersion, values}) => {
    const page = pageOf.get(name);
    if (!page) throw new Error(`release-facts-for-tools: the ${name} chart has no page ending with <ChartValues chart="${name}" />`);
    return [name, {name, kind, version, appVersion, page, values}] as const;
  });
  return {release: release.version, charts: Object.fromEntries(charts)};
}

/**
 * The release facts that tools outside the site compute with, as JSON beside the release's schemas
 * (./files.ts): the cascading rules as the cascade explorer reads them, and every chart's values with
 * our descriptions. The MCP server (mcp/) reads them from a build folder or from the site over HTTP,
 * so it needs neither the site's bundles nor a copy of the facts; it passes them to the site's own
 * computations (src/data/cascades.ts). Written in the public postBuild lifecycle, under the release
 * and under `latest` like the schemas; no page fetches them.
 */
export default function releaseFactsForTools(): Plugin {
  return {
    name: 'release-facts-for-tools',
    async postBuild({outDir}) {
      const files = [
        [CASCADES_FILE, publishedCascades()],
        [CHART_VALUES_FILE, publishedChartValues()],
      ] as const;
      for (const folder of [schemaRelease, LATEST]) {
        for (const [file, facts] of files) {
          const target = path.join(outDir, factsPath(folder, file));
          fs.mkdirSync(path.dirname(target), {recursive: true});
          fs.writeFileSync(target, `${JSON.stringify(facts)}\n`);
        }
      }
    },
  };
}
