import {describe, expect, it} from 'vitest';
import {listItemsFileName, listItemsModule, previewImports, withLeanArchive} from '../../../src/plugins/blogWithOneChunkPerList';

const preview = (path: string) => ({content: {__import: true as const, path, query: {truncated: true}}});

/** Runs a generated module: its imports come from `modules`, its default export is returned. */
function run(source: string, modules: Record<string, Record<string, unknown>>): unknown {
  const body = source
    .replace(/^import \* as (\w+) from ("[^"]+");$/gm, (_, name: string, specifier: string) => `const ${name} = modules[${specifier}];`)
    .replace(/^export default /m, 'return ');
  return new Function('modules', body)(modules);
}

describe('blog list pages get their previews from one module', () => {
  it('reads the preview specifiers of a list page in page order', () => {
    const items = [preview('@site/blog/b.md'), preview('@site/blog/a.md')];
    expect(previewImports(items)).toEqual(['@site/blog/b.md?truncated=true', '@site/blog/a.md?truncated=true']);
  });

  it('leaves any other items module alone', () => {
    expect(previewImports(undefined)).toBeUndefined();
    expect(previewImports([])).toBeUndefined();
    expect(previewImports('@generated/items.json')).toBeUndefined();
    // A full post, not a preview.
    expect(previewImports([{content: {__import: true, path: '@site/blog/a.md'}}])).toBeUndefined();
    expect(previewImports([preview('@site/blog/a.md'), {content: '@site/blog/b.md'}])).toBeUndefined();
  });

  it('exports the items prop as Docusaurus would build it, one post component with its exports each', () => {
    const first = Object.assign(() => null, {});
    const second = Object.assign(() => null, {});
    const modules = {
      '@site/blog/b.md?truncated=true': {default: first, metadata: {permalink: '/blog/b'}, frontMatter: {title: 'B'}},
      '@site/blog/a.md?truncated=true': {default: second, metadata: {permalink: '/blog/a'}, frontMatter: {title: 'A'}},
    };
    const items = run(listItemsModule(Object.keys(modules)), modules) as {content: {metadata: unknown; frontMatter: unknown}}[];
    expect(items.map((item) => item.content)).toEqual([first, second]);
    expect(items[0].content.metadata).toEqual({permalink: '/blog/b'});
    expect(items[1].content.frontMatter).toEqual({title: 'A'});
  });

  it('names one file per list page', () => {
    const names = ['/blog', '/blog/page/2', '/blog/tags/kubernetes', '/blog/authors/team'].map(listItemsFileName);
    expect(new Set(names).size).toBe(4);
    expect(names[1]).toMatch(/^list-items-blog-page-2-[0-9a-f]{8}\.js$/);
    // Two paths with the same slug still get two files.
    expect(listItemsFileName('/blog/a-b')).not.toBe(listItemsFileName('/blog/a/b'));
  });
});

describe('the archive page gets only what it shows', () => {
  const post = (id: string, date: Date) => ({
    id,
    content: '# A whole post in Markdown',
    metadata: {permalink: `/blog/${id}`, title: `Post ${id}`, date, description: 'd', tags: [], authors: [], frontMatter: {}},
  });

  it('keeps the permalink, title and ISO date of each post, in the plugin order', () => {
    const route = {path: '/blog/archive', component: '@theme/BlogArchivePage', exact: true, props: {archive: {blogPosts: [post('b', new Date('2025-02-07T00:00:00Z')), post('a', new Date('2023-09-01T00:00:00Z'))]}}};
    const lean = withLeanArchive(route);
    expect(lean.props).toEqual({
      archive: {
        blogPosts: [
          {id: 'b', metadata: {permalink: '/blog/b', title: 'Post b', date: '2025-02-07T00:00:00.000Z'}},
          {id: 'a', metadata: {permalink: '/blog/a', title: 'Post a', date: '2023-09-01T00:00:00.000Z'}},
        ],
      },
    });
    expect(lean.path).toBe('/blog/archive');
    expect(JSON.stringify(lean.props)).not.toContain('Markdown');
  });

  it('fails loudly when the plugin stops handing the archive its posts', () => {
    expect(() => withLeanArchive({path: '/blog/archive', component: '@theme/BlogArchivePage', props: {posts: []}})).toThrow(/archive\.blogPosts/);
  });
});
