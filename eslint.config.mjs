import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layers of the repository, lowest first: a file may import from its own layer and those below,
// never from one above (README, "Layout"). lib/ is the build library everything shares; src/ the site
// and its build plugins; mcp/ the MCP server over the built site; deploy/ the serving rules; scripts/
// the commands; tests/ the suites.
const LAYERS = ['lib', 'src', 'mcp', 'deploy', 'scripts', 'tests'];
const layersAbove = (layer, i) =>
  LAYERS.slice(i + 1).map((above) => ({
    group: [`**/${above}/*`, `@site/${above}/*`],
    message: `${layer}/ is below ${above}/: move what both need into ${i === 0 ? 'lib/' : 'lib/ or ' + layer + '/'}`,
  }));
const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  files: [`${layer}/**/*.{ts,tsx,mjs,js}`],
  rules: {'no-restricted-imports': ['error', {patterns: layersAbove(layer, i)}]},
}));
// Inside src/, the typed data sits below the components and theme components that render it.
const dataRule = {
  files: ['src/data/**/*.{ts,tsx,mjs,js}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...layersAbove('src', LAYERS.indexOf('src')),
          {group: ['**/components/*', '**/theme/*', '@site/src/components/*', '@site/src/theme/*'], message: 'src/data/ is below the components that render it: move what both need into src/data/'},
        ],
      },
    ],
  },
};

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', '**/*.generated.js', 'node_modules/', 'test-results/', 'playwright-report/', 'bench-results/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  ...layerRules,
  // The search engine is a module of its own (README, "Layout"): the browser's worker, the MCP server
  // and the build checks run it, so it reaches for nothing of React, Docusaurus or the rest of src/.
  {
    files: ['src/search/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...LAYERS.slice(LAYERS.indexOf('src') + 1).map((above) => ({group: [`**/${above}/*`], message: 'src/search/ imports nothing from the layers above'})),
            {group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@docusaurus/*', '@theme/*', '@theme-original/*', '../*', '@site/*', '!@site/src', '@site/src/*', '!@site/src/search'], message: 'src/search/ is the search engine alone: no React, no Docusaurus, nothing of src/ outside it'},
          ],
        },
      ],
    },
  },
  dataRule,
);
