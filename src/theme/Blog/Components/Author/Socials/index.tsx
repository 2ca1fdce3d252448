// The theme's author socials, with their brand icons, load only for an author who lists a profile
// (none of ours does); the others get the theme's empty row. Registry: src/frameworkPatches.
import {lazy, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/styles.module.css';

// Loaded in the browser only: during the server render React would stream the links out of order.
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
