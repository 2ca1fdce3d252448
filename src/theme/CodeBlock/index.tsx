import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme-init/CodeBlock';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// Why: the extra Prism languages (yaml, bash, go, ...) are registered here, with the first code
// block a page shows, rather than by theme-classic's client module on every page
// (src/plugins/prismOnDemand.ts).
prismIncludeLanguages(Prism);

// Why: theme-live-codeblock's CodeBlock imports react-live and its compiler for
// every code block. Only blocks marked `live` need them, so the live version is
// loaded on demand in the browser (the static HTML shows the highlighted code)
// and every other block renders the classic CodeBlock directly.
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type Props = ComponentProps<typeof CodeBlock> & {live?: boolean | string};

// In plain-Markdown (.md) pages the `live` flag arrives through raw HTML
// processing as an empty string, so the code fence's meta string decides.
function isLive({live, metastring}: Props): boolean {
  return live === true || /(^|\s)live(\s|$)/.test(metastring ?? '');
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isLive(props) || !isBrowser) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
