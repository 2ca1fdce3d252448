import {describe, expect, it} from 'vitest';
import type {LoadedContent, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';
import {docsShownInCards, generatedIndexPermalinks, leanVersion, withLeanVersionData} from '../../src/plugins/docsWithLeanVersionData';

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

describe('lean docs version data', () => {
  it('finds the generated index pages in the loaded sidebars, nested ones included', () => {
    const content = {
      loadedVersions: [
        {
          sidebars: {
            docs: [
              {type: 'category', label: 'How-tos', link: {type: 'generated-index', permalink: '/docs/how-tos'}, items: [{type: 'category', label: 'Nested', link: {type: 'generated-index', permalink: '/docs/how-tos/nested'}, items: []}]},
              {type: 'category', label: 'Scanners', link: {type: 'doc', id: 'scanners/index'}, items: []},
            ],
          },
        },
      ],
    } as unknown as LoadedContent;
    expect([...generatedIndexPermalinks(content)].sort()).toEqual(['/docs/how-tos', '/docs/how-tos/nested']);
  });

  it('keeps the docs the cards of generated index pages show, and only those', () => {
    const indexes = new Set(['/docs/how-tos', '/docs/how-tos/nested']);
    expect([...docsShownInCards(sidebar, indexes)].sort()).toEqual(['how-tos/nested/deep', 'how-tos/scope']);
    const lean = leanVersion(version, indexes);
    expect(lean.docs).toEqual({'how-tos/scope': doc('how-tos/scope'), 'how-tos/nested/deep': doc('how-tos/nested/deep')});
    expect(lean.docsSidebars).toBe(version.docsSidebars);
    expect(version.docs['install'].description).toBe('About install');
  });

  it('rewrites the version props of a route and of its nested routes, and leaves other routes alone', () => {
    const indexes = new Set(['/docs/how-tos']);
    const route: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{path: '/docs', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/docs/install', component: '@theme/DocItem'}]}],
    };
    const lean = withLeanVersionData(route, indexes);
    const versionRoute = lean.routes![0];
    expect(Object.keys((versionRoute.props!.version as PropVersionMetadata).docs)).toEqual(['how-tos/scope']);
    expect(versionRoute.routes).toEqual(route.routes![0].routes);
    expect(lean.component).toBe('@theme/DocsRoot');
    expect(withLeanVersionData({path: '/x', component: 'X', props: {a: 1}}, indexes)).toEqual({path: '/x', component: 'X', props: {a: 1}});
  });
});
