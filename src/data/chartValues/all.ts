// Every documented chart at once, for tests and scripts (a page loads its own chart only, through
// load.ts): the release's facts of each chart with our descriptions of its keys, by chart name.
import {chartDescriptions} from './charts';
import {documentChart, type DocumentedChart} from './documentChart';
import {chartFacts} from '../release/generated/charts';

export const documentedCharts: Readonly<Record<string, DocumentedChart>> = Object.fromEntries(
  Object.entries(chartFacts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, facts]) => [name, documentChart(facts, chartDescriptions[name] ?? {})]),
);
