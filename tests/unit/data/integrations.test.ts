import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  hooks,
  integrationPath,
  integrations,
  integrationsOfKind,
  isShipped,
  scanners,
  shippedHooks,
  shippedScanners,
  statusLabel,
  targetLabels,
} from '../../../src/data/integrations';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const docFile = (dir: string, slug: string) =>
  ['.md', '.mdx'].map((ext) => path.join(root, 'docs', dir, `${slug}${ext}`)).find((f) => fs.existsSync(f));
const pagesIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, 'docs', dir))
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('index.'))
    .map((f) => f.replace(/\.mdx?$/, ''))
    .sort();

describe('integration catalogue', () => {
  it('has the 19 scanner pages and 10 hook pages of the spec', () => {
    expect(scanners).toHaveLength(19);
    expect(hooks).toHaveLength(10);
  });

  // v5.8.0 has a chart (scanners/*/Chart.yaml, hooks/*/Chart.yaml) for 18 scanners besides its test-scan
  // and for 9 hooks; Amass was removed in 5.0.0, and hooks/persistence-static-report holds only a README.
  it('counts what v5.8.0 ships: 18 scanners and 9 hooks', () => {
    expect(shippedScanners).toHaveLength(18);
    expect(shippedHooks).toHaveLength(9);
  });

  it('gives each integration the status it has in v5.8.0', () => {
    const notReleased = integrations.filter((i) => i.status !== 'released').map((i) => `${i.slug}: ${i.status}`);
    expect(notReleased.sort()).toEqual(['amass: removed', 'dependency-track: in-development', 'static-report: unreleased']);
  });

  it('ships what is released or in development, and labels all but the released', () => {
    expect(integrations.filter(isShipped).every((i) => ['released', 'in-development'].includes(i.status))).toBe(true);
    for (const i of integrations) expect(statusLabel[i.status] === null).toBe(i.status === 'released');
  });

  it('splits each kind into what ships and what does not, losing nothing', () => {
    for (const kind of ['scanner', 'hook'] as const) {
      const all = integrations.filter((i) => i.kind === kind);
      const split = [...integrationsOfKind(kind), ...integrationsOfKind(kind, false)];
      expect(split.map((i) => i.slug).sort()).toEqual(all.map((i) => i.slug).sort());
      expect(integrationsOfKind(kind, false).length).toBeGreaterThan(0);
    }
  });

  it.each(integrations.map((i) => [`${i.kind} ${i.slug}`, i] as const))('%s has the fields it needs', (_, entry) => {
    expect(entry.slug).toMatch(/^[a-z0-9-]+$/);
    expect(entry.name.length).toBeGreaterThan(1);
    expect(entry.category.length).toBeGreaterThan(2);
    expect(entry.summary.length).toBeGreaterThanOrEqual(30);
    expect(entry.summary.length).toBeLessThanOrEqual(110);
    expect(entry.summary).toMatch(/\.$/);
  });

  it('has unique slugs and names per kind', () => {
    for (const list of [scanners, hooks]) {
      expect(new Set(list.map((e) => e.slug)).size).toBe(list.length);
      expect(new Set(list.map((e) => e.name)).size).toBe(list.length);
    }
  });

  it.each(integrations.map((i) => [integrationPath(i), i] as const))('%s has a doc page', (_, entry) => {
    expect(docFile(entry.kind === 'scanner' ? 'scanners' : 'hooks', entry.slug)).toBeTruthy();
  });

  it('every scanner and hook page has a catalogue entry', () => {
    expect(pagesIn('scanners')).toEqual(scanners.map((s) => s.slug).sort());
    expect(pagesIn('hooks')).toEqual(hooks.map((h) => h.slug).sort());
  });
});


describe('what each scanner scans (the scanner matrix)', () => {
  it('is kept for every scanner and no hook', () => {
    for (const scanner of scanners) expect(scanner.targets?.length ?? 0, scanner.slug).toBeGreaterThan(0);
    for (const hook of integrations.filter((i) => i.kind === 'hook')) expect(hook.targets).toBeUndefined();
  });

  it('uses each target kind at least once, so no filter option is empty', () => {
    const used = new Set(shippedScanners.flatMap((s) => s.targets ?? []));
    expect([...used].sort()).toEqual(Object.keys(targetLabels).sort());
  });
});
