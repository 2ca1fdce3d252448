import {describe, expect, it} from 'vitest';
import {LAYOUT_COMPONENTS, layoutComponentsMissing, onlyInDocsLayout} from '../../../src/plugins/docsLayoutInOneChunk';

type FakeModule = {name: string; nameForCondition(): string};
const module = (name: string): FakeModule => ({name, nameForCondition: () => name});

describe('the docs layout chunk', () => {
  const docRoot = {name: 'docRoot', id: null};
  const docItem = {name: 'docItem', id: null};
  const blogPost = {name: 'blogPost', id: null};
  const chunksOf = new Map<FakeModule, Array<typeof docRoot>>();
  const sidebar = module('DocSidebar');
  const toc = module('TOC');
  const orphan = module('unused');
  chunksOf.set(sidebar, [docRoot, docItem]);
  chunksOf.set(toc, [docItem, blogPost]);
  chunksOf.set(orphan, []);
  const chunkGraph = {getModuleChunks: (m: FakeModule) => chunksOf.get(m) ?? [], getChunkModules: () => []};
  const isLayoutChunk = (chunk: {name?: string | null}) => Boolean(chunk.name?.startsWith('doc'));

  it('takes a module every one of whose chunks renders a doc route component', () => {
    expect(onlyInDocsLayout(sidebar, chunkGraph, isLayoutChunk)).toBe(true);
  });

  it('leaves a module the blog shares, and one in no chunk', () => {
    expect(onlyInDocsLayout(toc, chunkGraph, isLayoutChunk)).toBe(false);
    expect(onlyInDocsLayout(orphan, chunkGraph, isLayoutChunk)).toBe(false);
  });
});

describe("theme-classic's four doc route components and the docs route context in the chunk", () => {
  const theme = (component: string) => `/x/node_modules/@docusaurus/theme-classic/lib/theme/${component}/index.js`;
  const context = '/x/.docusaurus/docusaurus-plugin-content-docs/default/__plugin.json';
  const all = [...LAYOUT_COMPONENTS.map(theme), '/x/node_modules/@docusaurus/theme-classic/lib/theme/DocSidebar/index.js', context];

  it('are all found among its modules', () => {
    expect(layoutComponentsMissing(all)).toEqual([]);
  });

  it('name the one theme-classic moved', () => {
    const moved = all.map((name) => name.replace('/DocVersionRoot/index.js', '/DocVersionRoot/Layout/index.js'));
    expect(layoutComponentsMissing(moved)).toEqual(['DocVersionRoot']);
    expect(layoutComponentsMissing([])).toEqual([...LAYOUT_COMPONENTS, 'the docs route context']);
  });

  it('name the route context when it is not among them', () => {
    expect(layoutComponentsMissing(all.filter((name) => name !== context))).toEqual(['the docs route context']);
  });
});
