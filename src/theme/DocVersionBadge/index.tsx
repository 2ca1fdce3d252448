// The theme's version badge loads only for a version that shows one. Registry: src/frameworkPatches.
import {lazy, type ComponentProps, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBadgeType from '@theme-original/DocVersionBadge';

const Badge = lazy(() => import('@theme-original/DocVersionBadge'));

export default function DocVersionBadgeWhenNeeded(props: ComponentProps<typeof DocVersionBadgeType>): ReactNode {
  return useDocsVersion().badge ? <Badge {...props} /> : null;
}
