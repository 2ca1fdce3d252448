// The unlisted and draft banners load only for a page that shows one, which the site publishes none
// of (no Suspense boundary: the server render waits). Registry: src/frameworkPatches.
import {lazy, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const Banners = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWhenNeeded({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Banners metadata={metadata} /> : null;
}
