// The updates that follow hydration, made in transitions (./browserContext.tsx, ./useCodeWordWrap.ts);
// the browser build fails when either stand-in is left out. Registry: src/frameworkPatches.
import path from 'node:path';
import {browserStandIn} from '../standIns';

export default () =>
  browserStandIn(
    'render-after-hydration-in-slices',
    {
      within: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/,
      replaces: require.resolve('@docusaurus/core/lib/client/browserContext.js'),
      standIn: path.resolve(__dirname, 'browserContext.tsx'),
      question: 'do lib/client/App.js and exports/useIsBrowser.js still import ./browserContext?',
    },
    {
      within: /@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
      replaces: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/useCodeWordWrap.js'),
      standIn: path.resolve(__dirname, 'useCodeWordWrap.ts'),
      question: "does theme-common's lib/internal.js still export useCodeWordWrap from ./hooks/useCodeWordWrap?",
    },
  );
