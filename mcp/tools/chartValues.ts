// chart_values: a chart's values.yaml keys with type, default and our description, as the values
// table at the end of the chart's page shows them (src/components/ChartValues), from the facts the
// site publishes.
import type {DocumentedValue} from '../../src/data/chartValues/documentChart';
import {CHART_VALUES_FILE, factsPath, type PublishedChart, type PublishedChartValues} from '../../src/plugins/releaseFactsForTools/files';
import type {Site} from '../site';
import {ToolError, type DocsTool} from './tool';

type Args = {chart: string; key?: string};

/** The id of a key's row in the values table (src/components/ChartValues/Table.tsx). */
const rowAnchor = (key: string) => `value-${key}`;

function valueLine(value: DocumentedValue, release: string): string {
  const notes = [
    value.unused && `No template of the chart reads this key in release ${release}, so setting it changes nothing.`,
    value.partial &&
      `In release ${release} only ${value.partial.readers.map((w) => `${w.kind} ${w.name}`).join(', ')} of this chart read it; ` +
        `${value.partial.others.map((w) => `${w.kind} ${w.name}`).join(', ')} ignore it.`,
  ].filter(Boolean);
  return `- \`${value.key}\` (${value.type}, default \`${JSON.stringify(value.default)}\`): ${[value.description, ...notes].join(' ')}`;
}

/** The chart's keys that `key` names: the key itself, else the keys below it (`scanner.image` → `scanner.image.*`). */
function keysNamed(chart: PublishedChart, key: string): DocumentedValue[] {
  const exact = chart.values.filter((value) => value.key === key);
  return exact.length ? exact : chart.values.filter((value) => value.key.startsWith(`${key}.`));
}

export function chartValues(site: Site): DocsTool<Args> {
  return {
    name: 'chart_values',
    description:
      "The Helm values of a secureCodeBox chart (a scanner such as nmap, a hook such as persistence-defectdojo, the operator, " +
      'auto-discovery-kubernetes): every key of its values.yaml with its type, its default in the release and what it does. ' +
      'With key, only that key or the keys below it (e.g. "scanner.resources", "cascadingRules"). Set a value with ' +
      '`--set key=value` on `helm upgrade --install`.',
    inputSchema: {
      type: 'object',
      properties: {
        chart: {type: 'string', minLength: 1, description: 'The chart\'s name, e.g. "nmap", "operator", "persistence-defectdojo".'},
        key: {type: 'string', minLength: 1, description: 'A dotted key of values.yaml, or the start of several ("scanner.image").'},
      },
      required: ['chart'],
      additionalProperties: false,
    },
    async run({chart: name, key}) {
      const {release, charts} = await site.json<PublishedChartValues>(factsPath(await site.release(), CHART_VALUES_FILE));
      const chart = charts[name];
      if (!chart) throw new ToolError(`secureCodeBox ${release} has no chart "${name}". Its charts: ${Object.keys(charts).join(', ')}.`);
      const values = key === undefined ? chart.values : keysNamed(chart, key);
      if (values.length === 0) throw new ToolError(`The ${name} chart has no key ${key} and no key below it. Call chart_values without key for all ${chart.values.length} keys.`);
      const where = site.files.pageUrl(values.length === 1 ? `${chart.page}#${rowAnchor(values[0].key)}` : chart.page);
      const heading = `The ${name} chart ${chart.version} (${chart.kind}${chart.appVersion ? `, appVersion ${chart.appVersion}` : ''}): ${
        key === undefined ? `all ${values.length} keys of values.yaml` : values.length === 1 ? `the key ${values[0].key}` : `${values.length} keys below ${key}`
      }, documented at ${where}.`;
      return [heading, '', ...values.map((value) => valueLine(value, release))].join('\n');
    },
  };
}
