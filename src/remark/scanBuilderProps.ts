// A remark plugin for the docs: gives each <ScanBuilder /> (src/components/ScanBuilder) what it
// is prefilled with, from facts the build already has, so that no page repeats them by hand:
//  - `example`: the nearest Scan or ScheduledScan manifest in a ```yaml block before it, as JSON
//    of {kind, name, spec} with the spec fields the builder has (ScanType, parameters, schedule);
//  - `scanTypes`: for a builder with a `chart`, the ScanTypes that chart creates in the release,
//    as JSON of [{name, when?}] (src/data/release/generated/charts/<chart>.ts).
import path from 'node:path';
import createJiti from 'jiti';
import {load} from 'js-yaml';
import type {ChartFacts} from '../data/release/types';

type Attribute = {type: string; name: string; value?: unknown};
type MdastNode = {type: string; lang?: string | null; value?: string; name?: string | null; attributes?: Attribute[]; children?: MdastNode[]};

const CHARTS_DIR = path.resolve(__dirname, '../data/release/generated/charts');
const loadTs = createJiti(__filename);

/** The chart's ScanTypes, by the facts of the release. */
export function chartScanTypes(chart: string): {name: string; when?: readonly string[]}[] {
  if (!/^[a-z0-9-]+$/.test(chart)) throw new Error(`<ScanBuilder chart="${chart}">: not a chart name`);
  const facts = (loadTs(path.join(CHARTS_DIR, `${chart}.ts`)) as {default: ChartFacts}).default;
  const scanTypes = facts.resources.filter((resource) => resource.kind === 'ScanType').map(({name, when}) => (when?.length ? {name, when} : {name}));
  if (!scanTypes.length) throw new Error(`<ScanBuilder chart="${chart}">: the chart creates no ScanType`);
  // Those the chart always creates first.
  return [...scanTypes.filter((s) => !s.when), ...scanTypes.filter((s) => s.when)];
}

type Spec = Record<string, unknown>;

/** The fields of a spec the builder starts from; the page's other fields stay on the page. */
const pick = (spec: Spec, keys: readonly string[]): Spec => Object.fromEntries(keys.filter((key) => spec[key] !== undefined).map((key) => [key, spec[key]]));
const SCAN_KEYS = ['scanType', 'parameters'];
const SCHEDULE_KEYS = ['interval', 'schedule', 'successfulJobsHistoryLimit', 'failedJobsHistoryLimit'];

/** The Scan or ScheduledScan a ```yaml block shows, if it shows one: what the builder is prefilled with. */
export function exampleOf(code: MdastNode): {kind: string; name?: string; spec: Spec} | undefined {
  if (code.type !== 'code' || !/^ya?ml$/.test(code.lang ?? '') || !code.value) return undefined;
  try {
    const manifest = load(code.value) as {kind?: unknown; metadata?: {name?: unknown}; spec?: Spec} | null;
    if (manifest?.kind !== 'Scan' && manifest?.kind !== 'ScheduledScan') return undefined;
    const name = typeof manifest.metadata?.name === 'string' ? manifest.metadata.name : undefined;
    const spec = manifest.spec ?? {};
    const picked =
      manifest.kind === 'Scan' ? pick(spec, SCAN_KEYS) : {...pick(spec, SCHEDULE_KEYS), scanSpec: pick((spec.scanSpec as Spec | undefined) ?? {}, SCAN_KEYS)};
    return {kind: manifest.kind, ...(name ? {name} : {}), spec: picked};
  } catch {
    // Several documents, or a template: not an example to start from.
    return undefined;
  }
}

export default function remarkScanBuilderProps() {
  return (tree: MdastNode): void => {
    let example: ReturnType<typeof exampleOf>;
    const visit = (node: MdastNode): void => {
      example = exampleOf(node) ?? example;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'ScanBuilder') {
        const attributes = (node.attributes ??= []);
        const has = (name: string) => attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name);
        const chart = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'chart')?.value;
        if (!has('example') && example) attributes.push({type: 'mdxJsxAttribute', name: 'example', value: JSON.stringify(example)});
        if (!has('scanTypes') && typeof chart === 'string') {
          attributes.push({type: 'mdxJsxAttribute', name: 'scanTypes', value: JSON.stringify(chartScanTypes(chart))});
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
