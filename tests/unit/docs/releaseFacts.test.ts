// What the docs say about the release must be true of the release in src/data/release:
// every values key a page names exists in its chart, every ScanType, ParseDefinition and
// CascadingRule a page names is one the charts create, every secureCodeBox image reference
// carries the tag the release pulls, and pinned versions are the release's. Facts from
// earlier releases are allowed only where a page is explicitly about them (ALLOWED below).
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {chartPages} from '../../../src/data/chartValues/pages';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {release} from '../../../src/data/release/generated/release';
import type {ChartFacts, ChartResourceKind} from '../../../src/data/release/types';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const charts: Readonly<Record<string, ChartFacts>> = chartFacts;

/** Names that are not in the release, by page, with the reason the page may name them. */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
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
type Page = {file: string; fences: Fence[]; inlineCode: {text: string; line: number}[]; proseLines: {text: string; line: number}[]};

function pages(dir = path.join(root, 'docs')): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return pages(full);
    return /\.mdx?$/.test(e.name) ? [full] : [];
  });
}

function readPage(file: string): Page {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const page: Page = {file: path.relative(root, file), fences: [], inlineCode: [], proseLines: []};
  let open: (Fence & {marker: string; indent: number; lines: string[]}) | null = null;
  lines.forEach((line, i) => {
    if (open) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1].startsWith(open.marker)) {
        page.fences.push({lang: open.lang, title: open.title, body: open.lines.join('\n'), line: open.line});
        open = null;
      } else open.lines.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
      return;
    }
    const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(line);
    if (start) {
      const title = /title="([^"]+)"/.exec(start[4])?.[1] ?? '';
      open = {lang: start[3].toLowerCase(), title, body: '', line: i + 1, marker: start[2], indent: start[1].length, lines: []};
      return;
    }
    page.proseLines.push({text: line, line: i + 1});
    for (const m of line.matchAll(/`([^`]+)`/g)) page.inlineCode.push({text: m[1], line: i + 1});
  });
  return page;
}

const allPages = pages().map(readPage);
const chartOfPage = new Map(Object.entries(chartPages).map(([route, chart]) => [`docs/${route}.mdx`, charts[chart]]));

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

describe('values keys named in the docs', () => {
  it('helm --set flags and values files name keys their chart has', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      if (EXAMPLE_PAGES.test(page.file)) continue;
      const valuesFiles = new Map<string, ChartFacts>();
      for (const fence of page.fences) {
        for (const command of commands(fence.body)) {
          const chartName = HELM_CHART.exec(command)?.[1];
          const chart = chartName ? charts[chartName] : undefined;
          if (!chart) continue;
          for (const m of command.matchAll(SET_FLAG)) {
            if (!isValuesPath(chart, m[1])) problems.push(`${page.file}:${fence.line}: --set ${m[1]} is not a key of ${chart.name}`);
          }
          for (const m of command.matchAll(/(?:--values|-f)[= ]+["']?([\w./-]+)/g)) valuesFiles.set(path.basename(m[1]), chart);
        }
      }
      for (const fence of page.fences) {
        if (fence.lang !== 'yaml' || !fence.title) continue;
        const chart = valuesFiles.get(path.basename(fence.title)) ?? (/values/i.test(fence.title) ? chartOfPage.get(page.file) : undefined);
        if (!chart) continue;
        for (const key of yamlPaths(yaml.load(fence.body))) {
          if (!isValuesPath(chart, key)) problems.push(`${page.file}:${fence.line}: ${fence.title} sets ${key}, which ${chart.name} does not have`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a chart page names only keys of its chart', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      const chart = chartOfPage.get(page.file);
      if (!chart) continue;
      const topLevel = new Set(chart.values.map((v) => v.key.split('.')[0]));
      for (const {text, line} of page.inlineCode) {
        const key = /^([A-Za-z][\w-]*(?:\.[\w-]+|\[\d+\])+)(?:=.*)?$/.exec(text)?.[1];
        if (!key || !topLevel.has(key.split('.')[0]) || key in (ALLOWED[page.file] ?? {})) continue;
        if (!isValuesPath(chart, key)) problems.push(`${page.file}:${line}: \`${text}\` is not a key of ${chart.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a `key=value` anywhere in the docs names a key some chart has', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      if (EXAMPLE_PAGES.test(page.file)) continue;
      for (const {text, line} of page.inlineCode) {
        const key = /^([a-z][\w-]*(?:\.[\w-]+|\[\d+\])*)=\S*$/.exec(text)?.[1];
        if (!key || key in (ALLOWED[page.file] ?? {})) continue;
        if (!Object.values(charts).some((c) => isValuesPath(c, key))) problems.push(`${page.file}:${line}: \`${text}\` sets no key of any chart`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the check itself tells keys from non-keys', () => {
    const nmap = charts.nmap;
    for (const key of ['cascadingRules.enabled', 'scanner', 'scanner.securityContext', 'scanner.securityContext.capabilities.add', 'scanner.resources.limits.cpu', 'scanner.env[0].name']) {
      expect(isValuesPath(nmap, key), key).toBe(true);
    }
    for (const key of ['cascadingRule.enabled', 'scanner.image.digest', 'scanner.backoffLimit.max', 'parser.securityContext']) {
      expect(isValuesPath(nmap, key), key).toBe(false);
    }
  });
});

describe('resources named in the docs', () => {
  const created = new Map<string, Set<ChartResourceKind>>();
  for (const chart of Object.values(charts)) {
    for (const r of chart.resources) created.set(r.name, new Set([...(created.get(r.name) ?? []), r.kind]));
  }
  const known = (page: Page, name: string, kind: ChartResourceKind) =>
    created.get(name)?.has(kind) || name in (ALLOWED[page.file] ?? {}) || name.includes('{{') || EXAMPLE_PAGES.test(page.file);

  it('every scanType a manifest or sentence names is a ScanType of the release', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      const names = [
        ...page.fences.flatMap((f) => [...f.body.matchAll(/scanType:\s*["']?([^"'\s]+)["']?/g)].map((m) => ({name: m[1], line: f.line}))),
        ...page.inlineCode.flatMap(({text, line}) => [...text.matchAll(/^scanType:\s*["']?([^"'\s]+?)["']?$/g)].map((m) => ({name: m[1], line}))),
        ...page.proseLines.flatMap(({text, line}) => [...text.matchAll(/`([a-z0-9-]+)` (?:ScanType|scan type)\b/g)].map((m) => ({name: m[1], line}))),
      ];
      for (const {name, line} of names) {
        if (!known(page, name, 'ScanType')) problems.push(`${page.file}:${line}: ScanType ${name} is not in release ${release.version}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('the resource tables of a chart page list what its chart creates', () => {
    const kinds: Record<string, ChartResourceKind> = {ScanType: 'ScanType', ParseDefinition: 'ParseDefinition', CascadingRule: 'CascadingRule'};
    const problems: string[] = [];
    for (const page of allPages) {
      const chart = chartOfPage.get(page.file);
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
    expect(problems).toEqual([]);
  });
});

describe('versions and image tags in the docs', () => {
  const images = Object.values(charts).flatMap((c) => c.images.map((i) => ({...i, chart: c.name})));
  const normalise = (repository: string) => repository.replace(/^docker\.io\//, '');
  const byRepository = new Map(images.map((i) => [normalise(i.repository), i]));

  it('secureCodeBox image references carry the tag the release pulls', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      const texts = [...page.fences.map((f) => ({text: f.body, line: f.line})), ...page.proseLines];
      for (const {text, line} of texts) {
        for (const m of text.matchAll(/(?:docker\.io\/)?([a-z0-9-]+\/[a-z0-9.-]+):([A-Za-z0-9._-]+)/g)) {
          const image = byRepository.get(m[1]);
          if (image && m[2] !== image.tag && !EXAMPLE_PAGES.test(page.file)) {
            problems.push(`${page.file}:${line}: ${m[0]}, but release ${release.version} pulls ${image.repository}:${image.tag}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every securecodebox image a page names is one of the release', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      if (EXAMPLE_PAGES.test(page.file) || ALLOWED[page.file]) continue;
      for (const {text, line} of [...page.proseLines, ...page.fences.map((f) => ({text: f.body, line: f.line}))]) {
        for (const m of text.matchAll(/\b(?:docker\.io\/)?securecodebox\/((?:scanner|parser|hook)-[a-z0-9-]+)\b/g)) {
          if (!byRepository.has(`securecodebox/${m[1]}`)) problems.push(`${page.file}:${line}: securecodebox/${m[1]} is no image of release ${release.version}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('pinned chart versions and release tags are the release', () => {
    const problems: string[] = [];
    for (const page of allPages) {
      for (const fence of page.fences) {
        for (const command of commands(fence.body)) {
          const pinned = HELM_CHART.test(command) ? /--version[= ]+v?(\d+\.\d+\.\d+)/.exec(command)?.[1] : undefined;
          if (pinned && pinned !== release.version && !(pinned in (ALLOWED[page.file] ?? {}))) problems.push(`${page.file}:${fence.line}: --version ${pinned}, but the release is ${release.version}`);
          const tag = /secureCodeBox(?:\.git)?\b/.test(command) ? /--branch[= ]+v(\d+\.\d+\.\d+)/.exec(command)?.[1] : undefined;
          if (tag && tag !== release.version) problems.push(`${page.file}:${fence.line}: --branch v${tag}, but the release is ${release.version}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
