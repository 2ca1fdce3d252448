import {describe, expect, it} from 'vitest';
import {listItemsFileName, listItemsModule, previewImports} from '../../src/plugins/blogWithOneChunkPerList';

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
