// The mobile menu loads and renders when first opened, and stays; theme-classic renders it, docs
// sidebar and all, as soon as a narrow page hydrates. Registry: src/frameworkPatches.
import {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

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
