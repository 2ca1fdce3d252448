// The updates that follow hydration, made in transitions (./browserContext.tsx, ./useCodeWordWrap.ts),
// and code blocks that follow the colours shown (./usePrismTheme.ts); the browser build fails when a
// stand-in is left out. Registry: src/frameworkPatches.
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
    {
      within: /@docusaurus[\\/]theme-common[\\/]lib[\\/]/,
      replaces: path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'hooks/usePrismTheme.js'),
      standIn: path.resolve(__dirname, 'usePrismTheme.ts'),
      question: "does theme-common's lib/index.js still export usePrismTheme from ./hooks/usePrismTheme?",
    },
  );
