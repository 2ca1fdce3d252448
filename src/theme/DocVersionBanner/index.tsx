import {lazy, type ComponentProps, type ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme-original/DocVersionBanner';

// Why: the banner above a doc of an old or unreleased version (with its version suggestions) is
// part of every docs page's scripts, and the site has one version, without a banner. The theme's
// banner now loads only for a version that has one. No Suspense boundary: the server render waits
// for it, and hydration keeps the server's HTML until it has arrived.
const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWhenNeeded(props: ComponentProps<typeof DocVersionBannerType>): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
