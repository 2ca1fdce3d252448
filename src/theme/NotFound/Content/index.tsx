// Loaded on demand: the docs root imports it, but no doc page shows it. Registry: src/frameworkPatches.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const NotFoundContent = lazy(() => import('@theme-original/NotFound/Content'));

export default function NotFoundContentOnDemand(props: Props): ReactNode {
  return (
    <Suspense>
      <NotFoundContent {...props} />
    </Suspense>
  );
}
