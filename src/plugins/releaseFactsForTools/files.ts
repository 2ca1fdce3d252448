// What the release facts for tools hold and where they are served: shared by the plugin that writes
// them (./index.ts) and the tools that read them (mcp/), which import this module and no facts.
import type {CascadeFacts} from '../../data/cascades';
import type {DocumentedChart} from '../../data/chartValues/documentChart';
import {SCHEMAS_FOLDER, type SchemaFolder} from '../../data/crdSchema/published';

/** The cascading rules and the categories each scanner's findings can have, as the cascade explorer reads them. */
export type PublishedCascades = CascadeFacts & {
  /** The secureCodeBox release, without the leading v. */
  readonly release: string;
};

/** A chart's values as its values table shows them: type, default and our description of each key. */
export type PublishedChart = Pick<DocumentedChart, 'name' | 'kind' | 'version' | 'appVersion' | 'values'> & {
  /** The doc page that ends with the chart's values table. */
  readonly page: string;
};

export type PublishedChartValues = {
  readonly release: string;
  /** By chart name. */
  readonly charts: Readonly<Record<string, PublishedChart>>;
};

export const CASCADES_FILE = 'cascades.json';
export const CHART_VALUES_FILE = 'chart-values.json';
export type FactsFile = typeof CASCADES_FILE | typeof CHART_VALUES_FILE;

/** Where a file of the facts is served: beside the schemas of the same release (`/schemas/v5.8.0/cascades.json`). */
export const factsPath = (folder: SchemaFolder, file: FactsFile): string => `/${SCHEMAS_FOLDER}/${folder}/${file}`;
