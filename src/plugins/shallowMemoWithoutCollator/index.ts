// theme-common's `utils/reactUtils.js`, as its own modules import it, resolves to ./reactUtils.ts,
// which re-exports it with a useShallowMemoObject that needs no collator. The browser build fails
// when nothing imports the stand-in. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

export default () =>
  browserStandIn('shallow-memo-without-collator', {
    within: /@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
    // The package exports no deep paths: the file is found next to its main module.
    replaces: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/reactUtils.js'),
    standIn: path.resolve(__dirname, 'reactUtils.ts'),
    question: 'does theme-common still have lib/utils/reactUtils.js?',
  });
