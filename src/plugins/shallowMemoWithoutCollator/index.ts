// theme-common's `utils/reactUtils.js`, as its own modules import it, resolves to ./reactUtils.ts,
// which re-exports it with a useShallowMemoObject that needs no collator. The browser build fails
// when nothing imports the stand-in. Registry: src/frameworkPatches.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {expectStandIns} from '../expectStandIns';

const THEME_COMMON = /@docusaurus[\\/]theme-common[\\/]lib[\\/]/;
// The package exports no deep paths: the file is found next to its main module.
const REACT_UTILS = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');
const STAND_IN = path.resolve(__dirname, 'reactUtils.ts');

export default function shallowMemoWithoutCollator(): Plugin {
  return {
    name: 'shallow-memo-without-collator',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [expectStandIns('shallow-memo-without-collator', [STAND_IN], 'does theme-common still have lib/utils/reactUtils.js?')],
        module: {rules: [{test: THEME_COMMON, resolve: {alias: {[REACT_UTILS]: STAND_IN}}}]},
      };
    },
  };
}
