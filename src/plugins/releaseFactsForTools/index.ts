// The release facts the MCP server computes with (the cascading rules, every chart's values with our
// descriptions), as JSON beside the release's schemas (./files.ts), written in postBuild; an earlier
// release's copies are published from the archive (src/data/crdSchema/archive.ts).
import type {Plugin} from '@docusaurus/types';
import {releaseCascades} from '../../data/cascades';
import {documentedCharts} from '../../data/chartValues/all';
import {chartPages} from '../../../lib/chartPages';
import {writeFilesUnder} from '../../../lib/files';
import type {PublishedFile} from '../../data/crdSchema/archive';
import {LATEST, schemaRelease, type SchemaFolder} from '../../data/crdSchema/urls';
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

/** The facts files of the documented release in `folder`, by path on the site with the text the build writes. */
export function factsFiles(folder: SchemaFolder = schemaRelease): PublishedFile[] {
  return [
    {path: factsPath(folder, CASCADES_FILE), text: `${JSON.stringify(publishedCascades())}\n`},
    {path: factsPath(folder, CHART_VALUES_FILE), text: `${JSON.stringify(publishedChartValues())}\n`},
  ];
}

export default function releaseFactsForTools(): Plugin {
  return {
    name: 'release-facts-for-tools',
    async postBuild({outDir}) {
      writeFilesUnder(outDir, [...factsFiles(schemaRelease), ...factsFiles(LATEST)]);
    },
  };
}
