import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// Why: @docusaurus/utils-common is compiled to CommonJS that requires all of tslib for one helper,
// `__importDefault`; nothing of a require is tree-shaken, so every page loaded all of tslib. Its
// `tslib` resolves to ./tslibImportDefault.ts, which has just that helper: 3,140 B brotli off
// main.js, on every page.
//
// Internal relied on: which tslib helpers utils-common uses. A unit test reads its files and fails
// when it asks for another helper; test:build fails when main carries tslib again.
const UTILS_COMMON = /@docusaurus[\\/]utils-common[\\/]lib[\\/].*\.js$/;

export default function tslibHelperOnly(): Plugin {
  return {
    name: 'tslib-helper-only',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: UTILS_COMMON, resolve: {alias: {tslib$: path.resolve(__dirname, 'tslibImportDefault.ts')}}}]}};
    },
  };
}
