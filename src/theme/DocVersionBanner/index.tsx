// The banner of an old or unreleased version loads only for a version that has one (no Suspense
// boundary: the server render waits). Registry: src/frameworkPatches.
import {lazy, type ComponentProps, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme-original/DocVersionBanner';

const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWhenNeeded(props: ComponentProps<typeof DocVersionBannerType>): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
