// What the release facts for tools hold and where they are served: shared by the plugin that writes
// them (./index.ts) and the tools that read them (mcp/), which import this module and no facts.
import type {CascadeFacts} from '../../data/cascades';
import type {DocumentedChart} from '../../data/chartValues/documentChart';
import {SCHEMAS_FOLDER, type SchemaFolder} from '../../data/crdSchema/urls';

export type PublishedCascades = CascadeFacts & {
  /** The secureCodeBox release, without the leading v. */
  readonly release: string;
};

export type PublishedChart = Pick<DocumentedChart, 'name' | 'kind' | 'version' | 'appVersion' | 'values'> & {
  /** The doc page that ends with the chart's values table. */
  readonly page: string;
};

export type PublishedChartValues = {
  readonly release: string;
  readonly charts: Readonly<Record<string, PublishedChart>>;
};

export const CASCADES_FILE = 'cascades.json';
export const CHART_VALUES_FILE = 'chart-values.json';
export type FactsFile = typeof CASCADES_FILE | typeof CHART_VALUES_FILE;

/** Beside the schemas of the same release. */
export const factsPath = (folder: SchemaFolder, file: FactsFile): string => `/${SCHEMAS_FOLDER}/${folder}/${file}`;
