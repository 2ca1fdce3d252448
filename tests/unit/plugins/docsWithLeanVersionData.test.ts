import {describe, expect, it} from 'vitest';
import type {LoadedContent, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {docsShownInCards, leanVersion, withLeanVersionData, withoutDocList} from '../../../src/plugins/docsWithLeanVersionData';

const link = (docId: string): PropSidebarItem => ({type: 'link', label: docId, href: `/docs/${docId}`, docId, unlisted: false});
const category = (label: string, items: PropSidebarItem[], href?: string): PropSidebarItem =>
  ({type: 'category', label, collapsible: true, collapsed: true, items, ...(href ? {href} : {})}) as PropSidebarItem;

const sidebar: PropSidebarItem[] = [
  category('Getting Started', [link('install')]),
  category('How-tos', [link('how-tos/scope'), category('Nested', [link('how-tos/nested/deep')], '/docs/how-tos/nested')], '/docs/how-tos'),
  category('Scanners', [link('scanners/nmap')], '/docs/scanners/'),
];

const doc = (id: string) => ({id, title: id, description: `About ${id}`, sidebar: 'docs'});
const version = {
  pluginId: 'default',
  version: 'current',
  label: 'Current',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {docs: sidebar},
  docs: Object.fromEntries(['install', 'how-tos/scope', 'how-tos/nested/deep', 'scanners/nmap', 'scanners/index'].map((id) => [id, doc(id)])),
} as unknown as PropVersionMetadata;

// The same sidebar as the docs plugin loads it: categories say what their link is.
const docItem = (id: string) => ({type: 'doc', id});
const content = {
  loadedVersions: [
    {
      sidebars: {
        docs: [
          {type: 'category', label: 'Getting Started', items: [docItem('install')]},
          {
            type: 'category',
            label: 'How-tos',
            link: {type: 'generated-index', permalink: '/docs/how-tos'},
            items: [docItem('how-tos/scope'), {type: 'category', label: 'Nested', link: {type: 'generated-index', permalink: '/docs/how-tos/nested'}, items: [docItem('how-tos/nested/deep')]}],
          },
          {type: 'category', label: 'Scanners', link: {type: 'doc', id: 'scanners/index'}, items: [docItem('scanners/nmap')]},
        ],
      },
    },
  ],
} as unknown as LoadedContent;

describe('lean docs version data', () => {
  it('finds the docs that generated index pages show as cards, nested pages included', () => {
    expect([...docsShownInCards(content)].sort()).toEqual(['how-tos/nested/deep', 'how-tos/scope']);
  });

  it('keeps the docs the cards of generated index pages show, and only those', () => {
    const lean = leanVersion(version, docsShownInCards(content));
    expect(lean.docs).toEqual({'how-tos/scope': doc('how-tos/scope'), 'how-tos/nested/deep': doc('how-tos/nested/deep')});
    expect(version.docs['install'].description).toBe('About install');
  });

  it("keeps a sidebar link's doc id only for a doc a card shows, and its unlisted flag only when set", () => {
    const unlisted = {...link('hidden'), unlisted: true} as PropSidebarItem;
    const lean = leanVersion({...version, docsSidebars: {docs: [...sidebar, unlisted]}} as PropVersionMetadata, docsShownInCards(content));
    const [gettingStarted, howTos, , hidden] = lean.docsSidebars.docs;
    expect(gettingStarted).toEqual(category('Getting Started', [{type: 'link', label: 'install', href: '/docs/install'}]));
    expect(howTos).toEqual(
      category(
        'How-tos',
        [
          {type: 'link', label: 'how-tos/scope', href: '/docs/how-tos/scope', docId: 'how-tos/scope'},
          category('Nested', [{type: 'link', label: 'how-tos/nested/deep', href: '/docs/how-tos/nested/deep', docId: 'how-tos/nested/deep'}], '/docs/how-tos/nested'),
        ],
        '/docs/how-tos',
      ),
    );
    expect(hidden).toEqual({type: 'link', label: 'hidden', href: '/docs/hidden', unlisted: true});
    expect(version.docsSidebars.docs[0]).toEqual(category('Getting Started', [link('install')]));
  });

  it('rewrites the version props of a route and of its nested routes, and leaves other routes alone', () => {
    const shown = new Set(['how-tos/scope']);
    const route: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{path: '/docs', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/docs/install', component: '@theme/DocItem'}]}],
    };
    const lean = withLeanVersionData(route, shown);
    const versionRoute = lean.routes![0];
    expect(Object.keys((versionRoute.props!.version as PropVersionMetadata).docs)).toEqual(['how-tos/scope']);
    expect(versionRoute.routes).toEqual(route.routes![0].routes);
    expect(lean.component).toBe('@theme/DocsRoot');
    expect(withLeanVersionData({path: '/x', component: 'X', props: {a: 1}}, shown)).toEqual({path: '/x', component: 'X', props: {a: 1}});
  });
});

describe('withoutDocList', () => {
  const globalData = {
    path: '/docs',
    breadcrumbs: true,
    versions: [{name: 'current', label: 'Current', isLast: true, path: '/docs', mainDocId: 'install', docs: [{id: 'install', path: '/docs/install', sidebar: 'docs'}], draftIds: [], sidebars: {docs: {link: {path: '/docs/install', label: 'install'}}}}],
  };

  it('keeps the versions (name, path, sidebars: what the search and the theme read) without their list of docs', () => {
    expect(withoutDocList(globalData)).toEqual({...globalData, versions: [{...globalData.versions[0], docs: []}]});
  });

  it("fails by name when the docs plugin's global data has another shape", () => {
    expect(() => withoutDocList({path: '/docs', versions: [{name: 'current', path: '/docs', docs: {}}]})).toThrow(/global data no longer has versions with a `docs` list .*toGlobalDataVersion/);
    expect(() => withoutDocList({path: '/docs'})).toThrow(/docsWithLeanVersionData/);
  });
});
