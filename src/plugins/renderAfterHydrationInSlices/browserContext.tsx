// Docusaurus's provider of the "in the browser" flag, which it sets once hydration has committed.
// The framework sets it in an ordinary update, which React renders in one piece: every consumer
// (each code block's buttons, BrowserOnly, themed images) and the walk of the whole tree that finds
// them, one task that grows with the page. In a transition React renders it in slices and yields.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
// The swap applies inside Docusaurus core only: this import reaches the framework's file.
import {Context} from '@docusaurus/core/lib/client/browserContext.js';

export {Context};

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
