import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';

// Why: theme-live-codeblock's CodeBlock imports react-live and its compiler for
// every code block. Only blocks marked `live` need them, so the live version is
// loaded on demand and every other block renders the classic CodeBlock directly.
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type Props = ComponentProps<typeof CodeBlock> & {live?: boolean};

export default function CodeBlockWrapper(props: Props): ReactNode {
  if (!props.live) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<CodeBlock {...props} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
