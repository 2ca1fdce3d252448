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
export const LAYOUT_COMPONENTS = ['DocsRoot', 'DocVersionRoot', 'DocRoot', 'DocItem'] as const;
const layoutRoot = (component: string) => new RegExp(`@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/]${component}[\\\\/]index\\.js$`);
const DOCS_LAYOUT_ROOT = new RegExp(LAYOUT_COMPONENTS.map((component) => layoutRoot(component).source).join('|'));

/**
 * The layout components whose module the docs layout chunk lacks, given the names (file paths)
 * of the modules in it: one that theme-classic moved or renamed would leave its chunk of its own.
 */
export function layoutComponentsMissing(moduleNames: readonly string[]): string[] {
  return LAYOUT_COMPONENTS.filter((component) => !moduleNames.some((name) => layoutRoot(component).test(name)));
}

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
            // Should one of the theme's four components move or the bundler stop handing the chunk
            // graph to the test, it would silently stay out of the group: the build fails instead,
            // naming the component.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('docs-layout-in-one-chunk', (compilation) => {
                const chunk = compilation.namedChunks.get(CHUNK_NAME);
                const modules = chunk ? [...compilation.chunkGraph.getChunkModules(chunk)].map((m) => m.nameForCondition() ?? '') : [];
                const missing = layoutComponentsMissing(modules);
                if (missing.length) {
                  throw new Error(
                    `docs-layout-in-one-chunk: the "${CHUNK_NAME}" chunk lacks theme-classic's ${missing.join(', ')} (lib/theme/<name>/index.js); has theme-classic moved or renamed ${missing.length === 1 ? 'it' : 'them'}? See src/plugins/docsLayoutInOneChunk`,
                  );
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
