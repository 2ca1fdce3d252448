// The checks that keep what the docs say about the release true of the release's facts: every values
// key a page names exists in its chart, every ScanType and resource a page names is one the charts
// create, every secureCodeBox image reference carries the tag the release pulls, and pinned versions
// and release tags are the release's. Each check takes the facts and the pages as they read once the
// build has filled in their release facts (src/remark/releaseFacts.ts), so that the same checks run on
// the committed facts (tests/unit/docs/releaseFacts.test.ts) and on a rehearsed next release
// (tests/unit/docs/releaseRehearsal.test.ts). Facts from earlier releases are allowed only where a
// page is explicitly about them (ALLOWED).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {chartPages as readChartPages} from '../../../lib/chartPages';
import {relativeFilesUnder} from '../../../lib/files';
import {codeFences, linesInCodeFences} from '../../../lib/markdownFences';
import {repoRoot} from '../../../lib/root';
import type {ChartFacts, ChartResourceKind} from '../../../src/data/release/types';
import {substituteReleaseFacts, type ReleaseFactValues} from '../../../src/remark/releaseFacts';

/** The facts the checks hold the pages to. */
export type Facts = {readonly version: string; readonly charts: Readonly<Record<string, ChartFacts>>};

/** Names that are not in the release, by page, with the reason the page may name them. */
export const ALLOWED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'docs/scanners/amass.md': {
    amass: 'the page documents the chart removed in 5.0.0',
    'amass-sqlite': 'its ParseDefinition',
    '4.16.0': 'the last release with the chart',
  },
  'docs/scanners/ssh-audit.mdx': {'ssh-scan': 'the ScanType removed in 4.10.0, named so readers can migrate'},
  'docs/scanners/nmap.mdx': {'nmap-privileged': 'a second ScanType the page installs with scanner.nameAppend'},
  'docs/api/schemas.md': {'nmap-scan': 'the mistake the page shows that a schema cannot catch'},
  'docs/hooks/dependency-track.mdx': {
    autoCreate: 'a parameter of the Dependency-Track API, not a chart value',
    'hook.env': 'the page points out that this chart lacks the key',
    'hook.extraVolumes': 'same',
    'hook.extraVolumeMounts': 'same',
  },
};
/** The contributing guides build an example scanner and hook that are not part of any release. */
const EXAMPLE_PAGES = /^docs\/contributing\//;

type Fence = {lang: string; title: string; body: string; line: number};
export type Page = {file: string; fences: Fence[]; inlineCode: {text: string; line: number}[]; proseLines: {text: string; line: number}[]};

function readPage(file: string, source: string): Page {
  const lines = source.split('\n');
  const inFence = linesInCodeFences(lines);
  const page: Page = {
    file,
    fences: codeFences(lines).map((fence) => ({lang: fence.lang, title: /title="([^"]+)"/.exec(fence.meta)?.[1] ?? '', body: fence.body, line: fence.start + 1})),
    inlineCode: [],
    proseLines: [],
  };
  lines.forEach((line, i) => {
    if (inFence[i]) return;
    page.proseLines.push({text: line, line: i + 1});
    for (const m of line.matchAll(/`([^`]+)`/g)) page.inlineCode.push({text: m[1], line: i + 1});
  });
  return page;
}

/** The facts the build fills into pages, from the facts of the checks. */
export const factValues = (facts: Facts): ReleaseFactValues => ({version: facts.version, charts: facts.charts});

/** Every doc page as a reader sees it with these facts: its release facts filled in. */
export function docPages(facts: Facts): Page[] {
  const docs = path.join(repoRoot, 'docs');
  return relativeFilesUnder(docs)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => readPage(`docs/${file}`, substituteReleaseFacts(fs.readFileSync(path.join(docs, file), 'utf8'), factValues(facts))));
}

// Kubernetes objects a chart passes through whole: any field below them is valid.
const KUBERNETES_OBJECTS = new Set(['securityContext', 'podSecurityContext', 'resources', 'liveness', 'readiness', 'affinity']);

/** Whether `key` is a values key of the chart, a map above keys, or a field inside a free-form value. */
export function isValuesPath(chart: ChartFacts, key: string): boolean {
  const parts = key.replace(/\[\d+\]/g, '').split('.');
  const joined = parts.join('.');
  return chart.values.some((v) => {
    if (v.key === joined || v.key.startsWith(`${joined}.`)) return true;
    if (!joined.startsWith(`${v.key}.`)) {
      // Below a Kubernetes object whose own fields the chart lists (securityContext.capabilities.add).
      const segments = v.key.split('.');
      return segments.some((s, i) => KUBERNETES_OBJECTS.has(s) && joined.startsWith(`${segments.slice(0, i + 1).join('.')}.`));
    }
    return v.type === 'object' || v.type === 'list' || v.type === 'null';
  });
}

/** Every dotted path of a YAML values document, down to its leaves. */
function yamlPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value).flatMap(([k, v]) => yamlPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** Shell commands of a fence with continuation lines joined. */
const commands = (body: string) => body.replace(/\\\n\s*/g, ' ').split('\n');

const HELM_CHART = /oci:\/\/ghcr\.io\/securecodebox\/helm\/([a-z0-9-]+)/;
const SET_FLAG = /--set(?:-string|-file|-json)?[= ]+["']?([A-Za-z0-9_.[\]-]+)=/g;

const chartOfPage = (facts: Facts) => new Map(Object.entries(readChartPages()).map(([route, chart]) => [`docs/${route}.mdx`, facts.charts[chart]]));

/** A check: the problems it finds, one line each (`file:line: what is wrong`). */
export type ReleaseCheck = (facts: Facts, pages: readonly Page[]) => string[];

export const releaseChecks: Readonly<Record<string, ReleaseCheck>> = {
  'helm --set flags and values files name keys their chart has': (facts, pages) => {
    const problems: string[] = [];
    const chartOf = chartOfPage(facts);
    for (const page of pages) {
      if (EXAMPLE_PAGES.test(page.file)) continue;
      const valuesFiles = new Map<string, ChartFacts>();
      for (const fence of page.fences) {
        for (const command of commands(fence.body)) {
          const chartName = HELM_CHART.exec(command)?.[1];
          const chart = chartName ? facts.charts[chartName] : undefined;
          if (!chart) continue;
          for (const m of command.matchAll(SET_FLAG)) {
            if (!isValuesPath(chart, m[1])) problems.push(`${page.file}:${fence.line}: --set ${m[1]} is not a key of ${chart.name}`);
          }
          for (const m of command.matchAll(/(?:--values|-f)[= ]+["']?([\w./-]+)/g)) valuesFiles.set(path.basename(m[1]), chart);
        }
      }
      for (const fence of page.fences) {
        if (fence.lang !== 'yaml' || !fence.title) continue;
        const chart = valuesFiles.get(path.basename(fence.title)) ?? (/values/i.test(fence.title) ? chartOf.get(page.file) : undefined);
        if (!chart) continue;
        for (const key of yamlPaths(yaml.load(fence.body))) {
          if (!isValuesPath(chart, key)) problems.push(`${page.file}:${fence.line}: ${fence.title} sets ${key}, which ${chart.name} does not have`);
        }
      }
    }
    return problems;
  },

  'a chart page names only keys of its chart': (facts, pages) => {
    const problems: string[] = [];
    const chartOf = chartOfPage(facts);
    for (const page of pages) {
      const chart = chartOf.get(page.file);
      if (!chart) continue;
      const topLevel = new Set(chart.values.map((v) => v.key.split('.')[0]));
      for (const {text, line} of page.inlineCode) {
        const key = /^([A-Za-z][\w-]*(?:\.[\w-]+|\[\d+\])+)(?:=.*)?$/.exec(text)?.[1];
        if (!key || !topLevel.has(key.split('.')[0]) || key in (ALLOWED[page.file] ?? {})) continue;
        if (!isValuesPath(chart, key)) problems.push(`${page.file}:${line}: \`${text}\` is not a key of ${chart.name}`);
      }
    }
    return problems;
  },

  'a `key=value` anywhere in the docs names a key some chart has': (facts, pages) => {
    const problems: string[] = [];
    for (const page of pages) {
      if (EXAMPLE_PAGES.test(page.file)) continue;
      for (const {text, line} of page.inlineCode) {
        const key = /^([a-z][\w-]*(?:\.[\w-]+|\[\d+\])*)=\S*$/.exec(text)?.[1];
        if (!key || key in (ALLOWED[page.file] ?? {})) continue;
        if (!Object.values(facts.charts).some((c) => isValuesPath(c, key))) problems.push(`${page.file}:${line}: \`${text}\` sets no key of any chart`);
      }
    }
    return problems;
  },

  'every scanType a manifest or sentence names is a ScanType of the release': (facts, pages) => {
    const created = new Map<string, Set<ChartResourceKind>>();
    for (const chart of Object.values(facts.charts)) {
      for (const r of chart.resources) created.set(r.name, new Set([...(created.get(r.name) ?? []), r.kind]));
    }
    const known = (page: Page, name: string) => created.get(name)?.has('ScanType') || name in (ALLOWED[page.file] ?? {}) || name.includes('{{') || EXAMPLE_PAGES.test(page.file);
    const problems: string[] = [];
    for (const page of pages) {
      const names = [
        ...page.fences.flatMap((f) => [...f.body.matchAll(/scanType:\s*["']?([^"'\s]+)["']?/g)].map((m) => ({name: m[1], line: f.line}))),
        ...page.inlineCode.flatMap(({text, line}) => [...text.matchAll(/^scanType:\s*["']?([^"'\s]+?)["']?$/g)].map((m) => ({name: m[1], line}))),
        ...page.proseLines.flatMap(({text, line}) => [...text.matchAll(/`([a-z0-9-]+)` (?:ScanType|scan type)\b/g)].map((m) => ({name: m[1], line}))),
      ];
      for (const {name, line} of names) {
        if (!known(page, name)) problems.push(`${page.file}:${line}: ScanType ${name} is not in release ${facts.version}`);
      }
    }
    return problems;
  },

  'the resource tables of a chart page list what its chart creates': (facts, pages) => {
    const kinds: Record<string, ChartResourceKind> = {ScanType: 'ScanType', ParseDefinition: 'ParseDefinition', CascadingRule: 'CascadingRule'};
    const chartOf = chartOfPage(facts);
    const problems: string[] = [];
    for (const page of pages) {
      const chart = chartOf.get(page.file);
      if (!chart) continue;
      for (const {text, line} of page.proseLines) {
        const row = /^\|\s*(ScanType|ParseDefinition|CascadingRule)s?\s*\|([^|]*)\|/.exec(text);
        if (!row) continue;
        for (const m of row[2].matchAll(/`([^`]+)`/g)) {
          // `ncrack-*` stands for all rules with that prefix; it must match at least one.
          const name = new RegExp(`^${m[1].replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
          if (!chart.resources.some((r) => r.kind === kinds[row[1]] && name.test(r.name))) {
            problems.push(`${page.file}:${line}: the ${chart.name} chart creates no ${row[1]} ${m[1]}`);
          }
        }
      }
    }
    return problems;
  },

  'secureCodeBox image references carry the tag the release pulls': (facts, pages) => {
    const byRepository = imagesByRepository(facts);
    const problems: string[] = [];
    for (const page of pages) {
      const texts = [...page.fences.map((f) => ({text: f.body, line: f.line})), ...page.proseLines];
      for (const {text, line} of texts) {
        for (const m of text.matchAll(/(?:docker\.io\/)?([a-z0-9-]+\/[a-z0-9.-]+):([A-Za-z0-9._-]+)/g)) {
          const image = byRepository.get(m[1]);
          if (image && m[2] !== image.tag && !EXAMPLE_PAGES.test(page.file)) {
            problems.push(`${page.file}:${line}: ${m[0]}, but release ${facts.version} pulls ${image.repository}:${image.tag}`);
          }
        }
      }
    }
    return problems;
  },

  'every securecodebox image a page names is one of the release': (facts, pages) => {
    const byRepository = imagesByRepository(facts);
    const problems: string[] = [];
    for (const page of pages) {
      if (EXAMPLE_PAGES.test(page.file) || ALLOWED[page.file]) continue;
      for (const {text, line} of [...page.proseLines, ...page.fences.map((f) => ({text: f.body, line: f.line}))]) {
        for (const m of text.matchAll(/\b(?:docker\.io\/)?securecodebox\/((?:scanner|parser|hook)-[a-z0-9-]+)\b/g)) {
          if (!byRepository.has(`securecodebox/${m[1]}`)) problems.push(`${page.file}:${line}: securecodebox/${m[1]} is no image of release ${facts.version}`);
        }
      }
    }
    return problems;
  },

  'pinned chart versions and release tags are the release': (facts, pages) => {
    const problems: string[] = [];
    for (const page of pages) {
      for (const fence of page.fences) {
        for (const command of commands(fence.body)) {
          const pinned = HELM_CHART.test(command) ? /--version[= ]+v?(\d+\.\d+\.\d+)/.exec(command)?.[1] : undefined;
          if (pinned && pinned !== facts.version && !(pinned in (ALLOWED[page.file] ?? {}))) problems.push(`${page.file}:${fence.line}: --version ${pinned}, but the release is ${facts.version}`);
          const tag = /secureCodeBox(?:\.git)?\b/.test(command) ? /--branch[= ]+v(\d+\.\d+\.\d+)/.exec(command)?.[1] : undefined;
          if (tag && tag !== facts.version) problems.push(`${page.file}:${fence.line}: --branch v${tag}, but the release is ${facts.version}`);
        }
      }
    }
    return problems;
  },
};

function imagesByRepository(facts: Facts) {
  const normalise = (repository: string) => repository.replace(/^docker\.io\//, '');
  return new Map(Object.values(facts.charts).flatMap((c) => c.images.map((i) => [normalise(i.repository), {...i, chart: c.name}] as const)));
}

/** Schema URLs of the site in a text, up to their end, without a Go template's placeholders (kubeconform's location is a template). */
export const schemaUrls = (text: string): string[] => [...text.matchAll(/https:\/\/www\.securecodebox\.io(\/schemas\/[^\s"'`)<>{]+)/g)].map((m) => m[1]);
