// Reads the release facts from a secureCodeBox checkout: every released chart (scanners,
// hooks, operator, Kubernetes auto-discovery) and the CRD schemas of the operator.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {
  CascadingRuleFacts,
  ChartFacts,
  ChartImage,
  ChartKind,
  ChartResource,
  ChartValue,
  ChartWorkload,
  CrdSchema,
  JsonValue,
  OpenApiSchema,
  ParserCategories,
  ValueType,
} from '../../src/data/release/types';
import {readCrd, withGoTypes} from './crds';
import {readGoTypes} from './goTypes';
import {documentsOf, globbedFolder, imagesInTemplate, readsKey, resourcesInTemplate, TemplateError, unusedKeys, WORKLOAD_KINDS} from './helm';

/**
 * Chart folders that are not released for users. test-scan is the fixture of the operator's
 * integration tests: the release workflow packages it like any chart, but it scans nothing.
 */
export const NOT_DOCUMENTED: Readonly<Record<string, string>> = {
  'scanners/test-scan': 'a fixture of the integration tests, not a scanner',
};

export type Release = {
  readonly version: string;
  readonly charts: readonly ChartFacts[];
  readonly crds: readonly CrdSchema[];
  /** The whole OpenAPI schema of each CRD (by kind), without its descriptions. */
  readonly openApi: Readonly<Record<string, OpenApiSchema>>;
  /** The CascadingRules of the scanner charts, chart by chart in file order. */
  readonly rules: readonly CascadingRuleFacts[];
  /** The literal finding categories of each scanner chart's parser. */
  readonly categories: ParserCategories;
  /** Folders that look like charts but were left out, with the reason. */
  readonly skipped: readonly string[];
};

const read = (file: string) => fs.readFileSync(file, 'utf8');

function loadYaml(file: string, schema: yaml.Schema): unknown {
  try {
    return yaml.load(read(file), {filename: file, schema});
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueType(value: unknown): ValueType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (isMap(value)) return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  throw new Error(`unexpected value ${String(value)}`);
}

function toJson(file: string, key: string, value: unknown): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${file}: ${key} is ${value}, which JSON cannot hold`);
    return value;
  }
  if (Array.isArray(value)) return value.map((v, i) => toJson(file, `${key}[${i}]`, v));
  if (isMap(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJson(file, `${key}.${k}`, v)]));
  throw new Error(`${file}: ${key} has a value of type ${typeof value} (${String(value)}), which the facts cannot hold`);
}

// YAML 1.1, which Helm reads values with, takes these unquoted words as booleans; YAML 1.2
// (js-yaml) as strings. A chart that relies on either reading is refused rather than misread.
const AMBIGUOUS_SCALAR = /^[^#\n]*:\s+(yes|no|on|off|y|n)\s*(#.*)?$/im;

/** The keys of a values.yaml: its leaves in document order. */
export function readValues(file: string): ChartValue[] {
  const ambiguous = AMBIGUOUS_SCALAR.exec(read(file));
  if (ambiguous) throw new Error(`${file}: "${ambiguous[0].trim()}" means a boolean to Helm and a string to YAML 1.2; quote it`);
  // The core schema keeps dates and other YAML 1.1 extras as the strings Helm sees.
  const document = loadYaml(file, yaml.CORE_SCHEMA) ?? {};
  if (!isMap(document)) throw new Error(`${file}: values.yaml is not a mapping`);
  const keys: ChartValue[] = [];
  const walk = (value: Record<string, unknown>, prefix: string) => {
    for (const [name, child] of Object.entries(value)) {
      if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`${file}: the key "${prefix}${name}" cannot be written as a dotted path`);
      const key = `${prefix}${name}`;
      if (isMap(child) && Object.keys(child).length > 0) walk(child, `${key}.`);
      else keys.push({key, type: valueType(child), default: toJson(file, key, child)});
    }
  };
  walk(document, '');
  return keys;
}

const kindOfFolder = (folder: string): ChartKind =>
  folder.startsWith('scanners/') ? 'scanner' : folder.startsWith('hooks/') ? 'hook' : folder === 'operator' ? 'operator' : 'auto-discovery';

function valueAt(values: readonly ChartValue[], key: string, file: string): JsonValue {
  const found = values.find((v) => v.key === key);
  if (!found) throw new Error(`${file}: the templates use ${key}, which values.yaml does not have`);
  return found.default;
}

function listTemplates(chartDir: string): string[] {
  const dir = path.join(chartDir, 'templates');
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(dir);
  return files;
}

/** The facts of one chart folder, and the CascadingRules it ships. */
export function readChart(root: string, folder: string, releaseVersion: string): {facts: ChartFacts; rules: CascadingRuleFacts[]} {
  const chartDir = path.join(root, folder);
  const rel = (file: string) => path.relative(root, file);
  const chartFile = path.join(chartDir, 'Chart.yaml');
  // The failsafe schema keeps appVersion "1.0" a string instead of the number 1.
  const chart = loadYaml(chartFile, yaml.FAILSAFE_SCHEMA);
  if (!isMap(chart) || typeof chart.name !== 'string') throw new Error(`${rel(chartFile)}: no chart name`);
  const name = chart.name;
  const appVersion = typeof chart.appVersion === 'string' ? chart.appVersion : undefined;
  const annotations = isMap(chart.annotations) ? chart.annotations : {};
  const platforms =
    typeof annotations['supported-platforms'] === 'string'
      ? annotations['supported-platforms'].split(',').map((p) => p.trim()).filter(Boolean)
      : undefined;

  const templates = listTemplates(chartDir);
  const valuesFile = path.join(chartDir, 'values.yaml');
  const keys = fs.existsSync(valuesFile) ? readValues(valuesFile) : [];
  const unused = unusedKeys(
    keys.map((v) => v.key),
    templates.map((f) => read(f)),
  );
  const helpers = new Map(templates.filter((f) => f.endsWith('.tpl')).map((f) => [rel(f), read(f)]));
  // The documents that run containers and the keys each reads, so a table can say where a key
  // applies when it reaches only some of them.
  const workloadDocs = templates
    .filter((f) => /\.ya?ml$/.test(f))
    .flatMap((f) => documentsOf(rel(f), read(f), name, releaseVersion, helpers))
    .filter((d) => (WORKLOAD_KINDS as readonly string[]).includes(d.kind));
  const workloads: ChartWorkload[] = workloadDocs.map(({kind, name: workload}) => ({kind, name: workload}));
  const values = keys.map((v): ChartValue => {
    if (unused?.has(v.key)) return {...v, unused: true as const};
    const readBy = workloadDocs.flatMap((d, i) => (readsKey(d.reads, v.key) ? [i] : []));
    return readBy.length > 0 && readBy.length < workloadDocs.length ? {...v, readBy} : v;
  });

  const resources: ChartResource[] = [];
  const rules: CascadingRuleFacts[] = [];
  const imageRefs = new Map<string, ChartImage>();
  for (const file of templates.filter((f) => /\.ya?ml$/.test(f))) {
    const text = read(file);
    resources.push(...resourcesInTemplate(rel(file), text, name, helpers));
    const imported = globbedFolder(rel(file), text);
    if (imported) {
      const shipped = cascadingRulesIn(root, path.join(chartDir, imported.folder), name, imported.when);
      rules.push(...shipped);
      resources.push(...shipped.map((r) => ({kind: 'CascadingRule' as const, name: r.name, ...(r.when.length ? {when: [...r.when]} : {})})));
    }
    for (const ref of imagesInTemplate(rel(file), text)) {
      const repository = valueAt(values, `${ref.values}.repository`, rel(file));
      const tag = valueAt(values, `${ref.values}.tag`, rel(file));
      if (typeof repository !== 'string') throw new Error(`${rel(file)}: ${ref.values}.repository has no default`);
      let image: ChartImage;
      if (tag !== null && tag !== '') {
        image = {values: ref.values, repository, tag: String(tag), tagFrom: 'values'};
      } else if (ref.tagDefault === 'appVersion') {
        if (!appVersion) throw new Error(`${rel(file)}: ${ref.values} defaults its tag to the appVersion, which Chart.yaml does not have`);
        image = {values: ref.values, repository, tag: appVersion, tagFrom: 'appVersion'};
      } else if (ref.tagDefault === 'chartVersion') {
        image = {values: ref.values, repository, tag: releaseVersion, tagFrom: 'chartVersion'};
      } else {
        throw new Error(`${rel(file)}: ${ref.values} has neither a tag nor a default for it`);
      }
      const seen = imageRefs.get(ref.values);
      if (seen && JSON.stringify(seen) !== JSON.stringify(image)) {
        throw new Error(`${rel(file)}: ${ref.values} is used with two different tag defaults`);
      }
      imageRefs.set(ref.values, image);
    }
  }
  const facts: ChartFacts = {
    name,
    kind: kindOfFolder(folder),
    path: folder,
    version: releaseVersion,
    ...(appVersion ? {appVersion} : {}),
    ...(platforms ? {platforms} : {}),
    images: [...imageRefs.values()].sort((a, b) => a.values.localeCompare(b.values)),
    resources,
    ...(workloads.length ? {workloads} : {}),
    values,
  };
  return {facts, rules};
}

const textOf = (file: string, key: string, value: unknown): string => {
  if (typeof value !== 'string') throw new Error(`${file}: ${key} is not a string`);
  return value;
};

/** The CascadingRules in the raw files a chart imports; each file may hold several documents. */
function cascadingRulesIn(root: string, dir: string, chart: string, when: readonly string[]): CascadingRuleFacts[] {
  if (!fs.existsSync(dir)) throw new Error(`${path.relative(root, dir)}: the folder the templates import does not exist`);
  const files = fs
    .readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();
  return files.flatMap((f) => {
    const file = path.join(dir, f);
    const rel = path.relative(root, file);
    let documents: unknown[];
    try {
      documents = yaml.loadAll(read(file), null, {filename: file, schema: yaml.CORE_SCHEMA});
    } catch (error) {
      throw new Error(`${rel}: ${(error as Error).message}`);
    }
    return documents
      .filter((d) => d !== null && d !== undefined)
      .map((document): CascadingRuleFacts => {
        const metadata = isMap(document) && isMap(document.metadata) ? document.metadata : undefined;
        if (!isMap(document) || document.kind !== 'CascadingRule' || typeof metadata?.name !== 'string') {
          throw new TemplateError(rel, 'an imported file that is not a CascadingRule with a name');
        }
        const name = metadata.name;
        const spec = isMap(document.spec) ? document.spec : {};
        const matches = isMap(spec.matches) ? spec.matches : {};
        if (!Array.isArray(matches.anyOf) || matches.anyOf.length === 0 || !matches.anyOf.every(isMap)) {
          throw new TemplateError(rel, `CascadingRule ${name} has no list of spec.matches.anyOf entries`);
        }
        if (Object.keys(matches).some((k) => k !== 'anyOf')) throw new TemplateError(rel, `CascadingRule ${name} matches with more than anyOf`);
        const scanSpec = spec.scanSpec;
        if (!isMap(scanSpec)) throw new TemplateError(rel, `CascadingRule ${name} has no spec.scanSpec`);
        const parameters = scanSpec.parameters;
        if (parameters !== undefined && !(Array.isArray(parameters) && parameters.every((p) => typeof p === 'string'))) {
          throw new TemplateError(rel, `CascadingRule ${name}: scanSpec.parameters is not a list of strings`);
        }
        const labels = isMap(metadata.labels)
          ? Object.fromEntries(Object.entries(metadata.labels).map(([k, v]) => [k, textOf(rel, `metadata.labels.${k}`, v)]))
          : {};
        const other = Object.entries(spec).filter(([k]) => k !== 'matches' && k !== 'scanSpec');
        return {
          name,
          chart,
          when: [...when],
          labels,
          anyOf: matches.anyOf.map((entry, i) => toJson(rel, `spec.matches.anyOf[${i}]`, entry) as {[field: string]: JsonValue}),
          scanSpec: {
            ...(toJson(rel, 'spec.scanSpec', scanSpec) as {[field: string]: JsonValue}),
            scanType: textOf(rel, 'spec.scanSpec.scanType', scanSpec.scanType),
          },
          ...(other.length ? {otherSpec: toJson(rel, 'spec', Object.fromEntries(other)) as {[field: string]: JsonValue}} : {}),
        };
      });
  });
}

// `category: "Open Port"` and `finding["category"] = "SSH Policy Violation"`; a category built
// from the tool's output (a variable, a template string) is not a literal and is not read.
const LITERAL_CATEGORY = /(?:\bcategory\s*:|\[\s*["']category["']\s*\]\s*=)\s*(["'])([^"'\n]+)\1/g;

/** The literal finding categories a scanner's parser writes, sorted; none without a parser.js. */
export function parserCategories(parserSource: string): string[] {
  return [...new Set([...parserSource.matchAll(LITERAL_CATEGORY)].map((m) => m[2]))].sort();
}

/** The chart folders of a checkout, in a fixed order: scanners, hooks, operator, auto-discovery. */
export function chartFolders(root: string): {charts: string[]; skipped: string[]} {
  const charts: string[] = [];
  const skipped: string[] = [];
  for (const parent of ['scanners', 'hooks']) {
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const folder = `${parent}/${entry.name}`;
      if (NOT_DOCUMENTED[folder]) skipped.push(`${folder}: ${NOT_DOCUMENTED[folder]}`);
      else if (!fs.existsSync(path.join(dir, entry.name, 'Chart.yaml'))) skipped.push(`${folder}: no Chart.yaml, so no chart is released`);
      else charts.push(folder);
    }
  }
  for (const folder of ['operator', 'auto-discovery/kubernetes']) {
    if (fs.existsSync(path.join(root, folder, 'Chart.yaml'))) charts.push(folder);
  }
  return {charts, skipped};
}

export function readRelease(root: string, version: string): Release {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`"${version}" is not a release version such as 5.8.0`);
  const {charts: folders, skipped} = chartFolders(root);
  if (folders.length === 0) throw new Error(`${root}: no charts under scanners/, hooks/, operator/ or auto-discovery/kubernetes/`);
  const parsed = folders.map((folder) => readChart(root, folder, version));
  const charts = parsed.map((c) => c.facts);
  const rules = parsed.flatMap((c) => c.rules);
  const categories: Record<string, readonly string[]> = {};
  for (const chart of charts.filter((c) => c.kind === 'scanner')) {
    const parser = path.join(root, chart.path, 'parser', 'parser.js');
    if (fs.existsSync(parser)) categories[chart.name] = parserCategories(read(parser));
  }
  const names = new Set<string>();
  for (const chart of charts) {
    if (names.has(chart.name)) throw new Error(`two charts are named ${chart.name}`);
    names.add(chart.name);
  }
  const crdDir = path.join(root, 'operator', 'crds');
  if (!fs.existsSync(crdDir)) throw new Error(`${root}: no operator/crds folder`);
  const crds = fs
    .readdirSync(crdDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => readCrd(path.join(crdDir, f), loadYaml(path.join(crdDir, f), yaml.CORE_SCHEMA)));
  if (crds.length === 0) throw new Error(`${crdDir}: no CRDs`);
  const goTypes = readGoTypes(root);
  const typedCrds = crds.map((crd) => withGoTypes(crd, goTypes.fieldTypes(crd.kind)));
  const openApi = Object.fromEntries(crds.map((crd) => [crd.kind, crd.openApi]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return {version, charts, crds: typedCrds.sort((a, b) => a.kind.localeCompare(b.kind)), openApi, rules, categories, skipped};
}
