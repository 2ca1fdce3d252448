import {useEffect, type ReactNode} from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';

// Why: the theme's inline script hides the bar with CSS before React starts when
// an earlier bar was dismissed, without looking at the bar id. When the id has
// changed, the theme marks the new bar active but the CSS keeps it hidden until
// the next full page load. Dropping the attribute once the bar is active shows a
// new announcement right away, as a changed id promises.
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(): ReactNode {
  const {isActive} = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  return <AnnouncementBar />;
}
