import {defineConfig} from 'vitest/config';

// Two projects: `unit` (npm run test:unit), fast and without a build (tests/unit/ and the MCP
// server's module tests in tests/mcp/), and `build` (npm run test:build), which runs the production
// build once and then checks what it produced (tests/build/). tests/README.md says which goes where.
export default defineConfig({
  // Components use the automatic JSX runtime, as in the Docusaurus build, so tests can render them.
  esbuild: {jsx: 'automatic'},
  test: {
    environment: 'node',
    // The search plugin ships ES module syntax in .js files of a CommonJS package: let Vite load it.
    server: {deps: {inline: ['@cmfcmf/docusaurus-search-local']}},
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
    projects: [
      {extends: true, test: {name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/mcp/**/*.test.ts']}},
      {extends: true, test: {name: 'build', include: ['tests/build/**/*.test.ts'], globalSetup: ['tests/build/globalSetup.ts'], testTimeout: 60_000}},
    ],
  },
  resolve: {
    alias: {
      '@site': new URL('./', import.meta.url).pathname,
    },
  },
});
