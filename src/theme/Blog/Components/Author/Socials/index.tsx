import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

// Why: the theme's author socials bundle twelve brand icons with every blog
// page, and no author of ours lists a social profile. So the page renders the theme's empty row
// (it keeps author names aligned), and the theme's component loads only in the browser, only for
// an author who has socials; its links then fill that row, which has a fixed height, so nothing
// moves. (Loading it during the server render would make React stream the links out of order
// with an inline script.)
const Socials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function SocialsWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const row = <div className={styles.authorSocials} />;
  if (!isBrowser || Object.keys(props.author.socials ?? {}).length === 0) return row;
  return (
    <Suspense fallback={row}>
      <Socials {...props} />
    </Suspense>
  );
}
