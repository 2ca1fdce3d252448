import type {Plugin} from '@docusaurus/types';
// The bundler's types, as Docusaurus declares its configuration (Rspack offers the same calls).
import type {Chunk as BundlerChunk, ChunkGraph as BundlerChunkGraph, Compiler, Module as BundlerModule} from 'webpack';

// Why: a docs page loads the theme's docs layout in the async chunks the bundler splits from the
// four components a doc route renders (DocsRoot, DocVersionRoot, DocRoot, DocItem): five to six
// small scripts, each compressed on its own. Every docs page needs all of them, and no other page
// needs any, so they become one chunk: one request instead of several, and brotli compresses the
// code once with its shared context (`npm run bench` weighs the difference).
// A module joins only when every chunk it is in is one of those four components' chunks: what the
// blog or a page's content shares with them (code blocks, the table of contents, MDX components)
// stays where it was.
const CHUNK_NAME = 'docs-layout';
const DOCS_LAYOUT_ROOT = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/](?:DocsRoot|DocVersionRoot|DocRoot|DocItem)[\\/]index\.js$/;

type Module = Pick<BundlerModule, 'nameForCondition'>;
type Chunk = Pick<BundlerChunk, 'name' | 'id'>;
type ChunkGraph = {getModuleChunks(module: Module): Iterable<Chunk>; getChunkModules(chunk: Chunk): Iterable<Module>};

/** Whether every chunk of `module` renders one of the four doc route components (`isLayoutChunk` answers per chunk). */
export function onlyInDocsLayout(module: Module, chunkGraph: ChunkGraph, isLayoutChunk: (chunk: Chunk) => boolean): boolean {
  const chunks = [...chunkGraph.getModuleChunks(module)];
  return chunks.length > 0 && chunks.every(isLayoutChunk);
}

export default function docsLayoutInOneChunk(): Plugin {
  return {
    name: 'docs-layout-in-one-chunk',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      // Per build: chunk → whether it holds one of the four components.
      const layoutChunks = new Map<string, boolean>();
      return {
        plugins: [
          {
            // Should the theme's components move or the bundler stop handing the chunk graph to
            // the test, the group would silently stay empty: the build fails instead.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('docs-layout-in-one-chunk', (compilation) => {
                if (!compilation.namedChunks.get(CHUNK_NAME)) {
                  throw new Error(`docs-layout-in-one-chunk: the build has no "${CHUNK_NAME}" chunk; has theme-classic moved DocsRoot, DocVersionRoot, DocRoot or DocItem? See src/plugins/docsLayoutInOneChunk`);
                }
              });
            },
          },
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              docsLayout: {
                name: CHUNK_NAME,
                chunks: 'async',
                enforce: true,
                priority: 30,
                test: (module: BundlerModule, {chunkGraph}: {chunkGraph: BundlerChunkGraph}) =>
                  onlyInDocsLayout(module, chunkGraph as unknown as ChunkGraph, (chunk) => {
                    // Route components are imported with a chunk name (the registry's); other chunks may have none.
                    if (!chunk.name) return false;
                    if (!layoutChunks.has(chunk.name)) {
                      const modules = [...(chunkGraph as unknown as ChunkGraph).getChunkModules(chunk)];
                      layoutChunks.set(chunk.name, modules.some((m) => DOCS_LAYOUT_ROOT.test(m.nameForCondition() ?? '')));
                    }
                    return layoutChunks.get(chunk.name)!;
                  }),
              },
            },
          },
        },
      };
    },
  };
}
