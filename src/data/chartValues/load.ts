// A chart's documented values by its name, for the values table of its page (ChartValues): the
// release's facts of the chart (one lazy chunk per chart, found by the bundler, so a new chart
// needs no wiring here) with our descriptions of its keys.
import {chartDescriptions} from './charts';
import {documentChart, type DocumentedChart} from './documentChart';
import type {ChartFacts} from '../release/types';

export async function documentedChart(chart: string): Promise<DocumentedChart> {
  if (!/^[a-z0-9-]+$/.test(chart) || chart === 'index') throw new Error(`ChartValues: "${chart}" is not a chart name`);
  let facts: ChartFacts;
  try {
    facts = (await import(/* webpackExclude: /index\.ts$/ */ `../release/generated/charts/${chart}.ts`)).default as ChartFacts;
  } catch (error) {
    const missing = ['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND'].includes((error as {code?: string} | null)?.code ?? '');
    throw missing ? new Error(`ChartValues: the release has no chart "${chart}" (src/data/release/generated/charts/)`) : error;
  }
  return documentChart(facts, chartDescriptions[chart] ?? {});
}
