import {lazy, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

// Why: the banners above an unlisted or draft doc or post are part of every docs page's and blog
// post's scripts, and the site publishes neither. The theme's banners now load only for a page
// that shows one (as src/theme/DocVersionBanner: no Suspense boundary, so the server render waits).
const Banners = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWhenNeeded({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Banners metadata={metadata} /> : null;
}
