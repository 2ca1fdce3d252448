// Docusaurus's "in the browser" flag, set after hydration in a transition: as an ordinary update,
// React rendered every consumer (each code block's buttons) in one task that grew with the page.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {Context} from '@docusaurus/core/lib/client/browserContext.js';

export {Context};

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
