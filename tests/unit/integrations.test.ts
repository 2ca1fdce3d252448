import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {integrations, integrationPath, scanners, hooks} from '../../src/data/integrations';
import {features, audiences} from '../../src/data/landing';

const root = path.resolve(__dirname, '../..');
const docFile = (dir: string, slug: string) =>
  ['.md', '.mdx'].map((ext) => path.join(root, 'docs', dir, `${slug}${ext}`)).find((f) => fs.existsSync(f));
const pagesIn = (dir: string) =>
  fs
    .readdirSync(path.join(root, 'docs', dir))
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('index.'))
    .map((f) => f.replace(/\.mdx?$/, ''))
    .sort();

describe('integration catalogue', () => {
  it('has the 19 scanners and 10 hooks of the spec', () => {
    expect(scanners).toHaveLength(19);
    expect(hooks).toHaveLength(10);
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

describe('landing copy', () => {
  it.each([...features, ...audiences].map((c) => [c.title, c] as const))('%s links to an existing doc', (_, card) => {
    const rel = card.to.replace(/^\/docs\//, '');
    const candidates = ['.md', '.mdx', '/index.md', '/index.mdx'].map((ext) => path.join(root, 'docs', `${rel}${ext}`));
    const categoryIndex = path.join(root, 'docs', rel, '_category_.json');
    expect(candidates.some((f) => fs.existsSync(f)) || fs.existsSync(categoryIndex)).toBe(true);
  });
});
