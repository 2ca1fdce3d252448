// Release day, rehearsed: a release that moves only versions (the next minor release, with new tool
// versions in some scanner charts) synced into a temporary folder needs no hand edit. The checks that
// guard the pages pass against its facts, every page shows its versions, the published URLs of the
// replaced release keep their content while `latest` moves, and the sync names the statements about
// the replaced release for a person to re-read. The moved release is derived from the committed
// facts (the sync's output at the documented tag); the sync's reading of a checkout is rehearsed on
// the fixture release (tests/unit/fixtures/release) with its versions moved the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {archivedReleases} from '../../../src/data/crdSchema/archive';
import {documentedRelease, schemaFiles, type SchemaSource} from '../../../src/data/crdSchema/published';
import {factsFiles} from '../../../src/plugins/releaseFactsForTools';
import {cascadingRules, parserCategories} from '../../../src/data/release/generated/cascading-rules';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {crdSchemas} from '../../../src/data/release/generated/crds';
import {openApiSchemas} from '../../../src/data/release/generated/openapi';
import {release} from '../../../src/data/release/generated/release';
import type {ChartFacts, ReleaseFacts} from '../../../src/data/release/types';
import {repoRoot} from '../../../lib/root';
import {archiveReplacedRelease} from '../../../scripts/syncRelease/archive';
import {readRelease, type Release} from '../../../scripts/syncRelease/read';
import {releaseStatements} from '../../../scripts/syncRelease/statements';
import {writeRelease} from '../../../scripts/syncRelease/write';
import {contentPages} from '../support/docsManifests';
import {docPages, factValues, releaseChecks, schemaUrls, type Facts} from '../support/releaseChecks';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'release-rehearsal-'));
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

/** The next minor release of `version`: 5.8.0 → 5.9.0. */
const nextMinor = (version: string) => version.replace(/^(\d+)\.(\d+)\.\d+$/, (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);
/** A tool's next patch version, in the tool's own form: v2.1.0 → v2.1.1, 1.168.0 → 1.168.1. */
const nextPatch = (version: string) => version.replace(/(\d+)$/, (patch) => String(Number(patch) + 1));

/** The committed facts with every chart at `version` and the tools of `movedTools` at their next patch version. */
function movedRelease(version: string, movedTools: ReadonlySet<string>): Release {
  const charts = release.charts.map((summary): ChartFacts => {
    const chart: ChartFacts = chartFacts[summary.name as keyof typeof chartFacts];
    const appVersion = movedTools.has(chart.name) && chart.appVersion ? nextPatch(chart.appVersion) : chart.appVersion;
    const images = chart.images.map((image) => ({
      ...image,
      tag: image.tagFrom === 'chartVersion' ? version : image.tagFrom === 'appVersion' ? appVersion! : image.tag,
    }));
    return {...chart, version, ...(appVersion === undefined ? {} : {appVersion}), images};
  });
  return {version, charts, crds: crdSchemas, openApi: openApiSchemas, rules: cascadingRules, categories: parserCategories, skipped: []};
}

const next = nextMinor(release.version);
// Every chart's tool moves, so that a tool version written into a page by hand cannot hide.
const movedTools = new Set(release.charts.filter((c) => c.appVersion !== undefined).map((c) => c.name));
const generated = path.join(scratch, 'generated');
const archive = path.join(scratch, 'archive');

describe(`sync:release of ${next}, a release that moves only versions`, async () => {
  // What the sync does: archive the documented release, then write the new facts.
  const archived = archiveReplacedRelease(next, archive);
  writeRelease(generated, movedRelease(next, movedTools));
  const synced = {
    release: ((await import(path.join(generated, 'release.ts'))) as {release: ReleaseFacts}).release,
    charts: ((await import(path.join(generated, 'charts/index.ts'))) as {chartFacts: Record<string, ChartFacts>}).chartFacts,
  };
  const facts: Facts = {version: synced.release.version, charts: synced.charts};
  const pages = docPages(facts);

  it('moves the versions it should and nothing else', () => {
    expect(facts.version).toBe(next);
    expect(movedTools.size).toBeGreaterThan(15);
    for (const name of movedTools) expect(facts.charts[name].appVersion).not.toBe(chartFacts[name as keyof typeof chartFacts].appVersion);
    expect(Object.keys(facts.charts)).toEqual(Object.keys(chartFacts));
  });

  it.each(Object.entries(releaseChecks))('needs no hand edit: %s', (_name, check) => {
    expect(check(facts, pages)).toEqual([]);
  });

  it('fills the new versions into every page that shows one, code blocks included', () => {
    const texts = pages.flatMap((page) => [...page.fences.map((f) => ({page: page.file, text: f.body})), ...page.proseLines.map((l) => ({page: page.file, text: l.text}))]);
    const showing = (needle: string) => new Set(texts.filter(({text}) => text.includes(needle)).map(({page}) => page));
    expect([...showing(`--version ${next}`)]).toContain('docs/getting-started/upgrading.md');
    expect([...showing(`parser-nmap:${next}`)]).toContain('docs/api/crds/parse-definition.mdx');
    expect([...showing(`--branch v${next}`)]).toContain('docs/scbctl/installation.md');
    expect([...showing(`secureCodeBox ${next} ships a chart for each of these scanners`)]).toContain('docs/scanners/index.mdx');
    expect([...showing(`/schemas/v${next}/`)]).toContain('docs/api/schemas.md');
  });

  it('keeps every URL of the replaced release answering with the same content, and moves latest', () => {
    const before = new Map([...schemaFiles(), ...factsFiles()].map((file) => [file.path, file.text]));
    const source: SchemaSource = {...documentedRelease, version: next};
    const after = new Map(schemaFiles(source, archivedReleases(archive)).map((file) => [file.path, file.text]));
    const old = [...before.keys()].filter((p) => p.startsWith(`/schemas/v${release.version}/`));
    expect(old.length).toBe(crdSchemas.length + 2);
    expect(archived?.written.length).toBe(old.length);
    for (const p of old) expect(after.get(p), p).toBe(before.get(p));
    const latestScan = JSON.parse(after.get('/schemas/latest/execution.securecodebox.io/scan_v1.json')!) as {$id: string};
    expect(latestScan.$id).toBe(`https://www.securecodebox.io/schemas/v${next}/execution.securecodebox.io/scan_v1.json`);
    const catalog = JSON.parse(after.get('/schemas/index.json')!) as {aliases: Record<string, string>; releases: {release: string; schemas: {path: string}[]}[]};
    expect(catalog.aliases).toEqual({latest: `v${next}`});
    expect(catalog.releases.map((r) => r.release)).toEqual([`v${next}`, `v${release.version}`]);
    for (const {schemas} of catalog.releases) for (const {path: p} of schemas) expect(after.has(p), p).toBe(true);
    // Every schema URL the pages name is published after the sync.
    const named = contentPages(factValues(facts)).flatMap(({file, text}) => schemaUrls(text).map((url) => `${file}: ${url}`));
    expect(named.filter((entry) => !entry.endsWith('/') && !after.has(entry.split(': ')[1]))).toEqual([]);
  });

  it('archives a replaced release once and never changes it; refuses a release older than the documented one', () => {
    expect(archiveReplacedRelease(next, archive)?.written).toEqual([]);
    expect(archiveReplacedRelease(release.version, archive)).toBeUndefined();
    expect(() => archiveReplacedRelease('0.1.0', archive)).toThrow(/older than .* the site documents the newest release/);
  });

  it('lists the cautions that name an older release and the statements about the replaced one, for a person to re-check', () => {
    const cautions = releaseStatements(repoRoot, next).map((s) => `${s.file}: ${s.text}`);
    expect(cautions.some((c) => c.startsWith('docs/hooks/elasticsearch.mdx: ### API keys do not work in '))).toBe(true);
    expect(cautions.some((c) => c.startsWith('docs/hooks/notification-webhook.mdx: :::caution['))).toBe(true);
    // The release the docs' statements were checked against (the one the sync replaces, when they are up to date).
    const checked = /### API keys do not work in (\d+\.\d+\.\d+)/.exec(cautions.join('\n'))![1];
    const statements = releaseStatements(repoRoot, next, checked).filter((s) => !s.caution).map((s) => s.file);
    expect(statements).toContain('docs/getting-started/troubleshooting.md');
    expect(statements).toContain('src/data/chartValues/charts/persistence-elastic.ts');
    // A sentence written with the release's fact (@release@) is filled in, never listed.
    expect(statements).not.toContain('docs/telemetry.md');
  });
});

describe('sync:release of the fixture release with its versions moved', () => {
  const fixture = path.resolve(__dirname, '../fixtures/release');
  const moved = path.join(scratch, 'fixture-moved');
  fs.cpSync(fixture, moved, {recursive: true});
  const chartYaml = path.join(moved, 'scanners/demo-scanner/Chart.yaml');
  fs.writeFileSync(chartYaml, fs.readFileSync(chartYaml, 'utf8').replace('appVersion: "1.0"', 'appVersion: "1.1"'));

  it('writes the same facts but for the versions', () => {
    const [before, after] = [path.join(scratch, 'fixture-before'), path.join(scratch, 'fixture-after')];
    writeRelease(before, readRelease(fixture, '1.2.3'));
    writeRelease(after, readRelease(moved, '1.3.0'));
    const files = (dir: string) => fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.ts')).sort();
    expect(files(after)).toEqual(files(before));
    for (const file of files(before)) {
      const expected = fs.readFileSync(path.join(before, file), 'utf8').replaceAll('1.2.3', '1.3.0').replaceAll('"1.0"', '"1.1"');
      expect(fs.readFileSync(path.join(after, file), 'utf8'), file).toBe(expected);
    }
  });
});
