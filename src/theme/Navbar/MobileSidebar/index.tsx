import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

// Why: on a narrow window theme-classic renders the mobile menu (the navbar's links and, on docs
// pages, the whole docs sidebar again) as soon as the page has hydrated, hidden until the reader
// opens it; on a phone that is work on the main thread while the reader starts to scroll, and its
// code is in the bundle every page loads. The theme's menu now loads and renders the first time
// the reader opens it, and stays rendered after that (so later openings slide in as before).
const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

export default function NavbarMobileSidebarOnDemand(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  if (!shouldRender || !(opened || shown)) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar />
    </Suspense>
  );
}
