// `@docusaurus/utils-common` requires all of tslib for one helper, and a require is not tree-shaken:
// its `tslib` resolves to ./tslibImportDefault.ts, which has just that helper. A unit test fails when
// utils-common asks for another. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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
