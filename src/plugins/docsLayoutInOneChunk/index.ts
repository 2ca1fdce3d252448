// The four components of a doc route's layout in one script, not the several small chunks, each
// compressed on its own, that every docs page loads. A module joins only when all its chunks are
// theirs, so what other pages share with them stays where it was; so does the docs route context
// (a script of its own otherwise). Registry: src/frameworkPatches.
import type {Plugin} from '@docusaurus/types';
// The bundler's types, as Docusaurus declares its configuration (Rspack offers the same calls).
import type {Chunk as BundlerChunk, ChunkGraph as BundlerChunkGraph, Compiler, Module as BundlerModule} from 'webpack';

const CHUNK_NAME = 'docs-layout';
export const LAYOUT_COMPONENTS = ['DocsRoot', 'DocVersionRoot', 'DocRoot', 'DocItem'] as const;
const layoutRoot = (component: string) => new RegExp(`@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]theme[\\\\/]${component}[\\\\/]index\\.js$`);
const DOCS_LAYOUT_ROOT = new RegExp(LAYOUT_COMPONENTS.map((component) => layoutRoot(component).source).join('|'));
const DOCS_CONTEXT = /docusaurus-plugin-content-docs[\\/]default[\\/]__plugin\.json$/;

/** What the docs layout chunk lacks of the four components and the route context, given the file paths of the modules in it. */
export function layoutComponentsMissing(moduleNames: readonly string[]): string[] {
  const missing: string[] = LAYOUT_COMPONENTS.filter((component) => !moduleNames.some((name) => layoutRoot(component).test(name)));
  return moduleNames.some((name) => DOCS_CONTEXT.test(name)) ? missing : [...missing, 'the docs route context'];
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
            // A component that moved, or a chunk graph the test no longer gets, would leave the group silently.
            apply(compiler: Compiler) {
              compiler.hooks.afterEmit.tap('docs-layout-in-one-chunk', (compilation) => {
                const chunk = compilation.namedChunks.get(CHUNK_NAME);
                const modules = chunk ? [...compilation.chunkGraph.getChunkModules(chunk)].map((m) => m.nameForCondition() ?? '') : [];
                const missing = layoutComponentsMissing(modules);
                if (missing.length) {
                  throw new Error(
                    `docs-layout-in-one-chunk: the "${CHUNK_NAME}" chunk lacks ${missing.join(', ')} (theme-classic's lib/theme/<name>/index.js, the docs plugin's __plugin.json); has Docusaurus moved or renamed ${missing.length === 1 ? 'it' : 'them'}? See src/plugins/docsLayoutInOneChunk`,
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
                  DOCS_CONTEXT.test(module.nameForCondition() ?? '') ||
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
