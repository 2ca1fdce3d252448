import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components use the automatic JSX runtime, as in the Docusaurus build, so tests can render them.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The search plugin ships ES module syntax in .js files of a CommonJS package: let Vite load it.
    server: {deps: {inline: ['@cmfcmf/docusaurus-search-local']}},
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
  resolve: {
    alias: {
      '@site': new URL('./', import.meta.url).pathname,
    },
  },
});
