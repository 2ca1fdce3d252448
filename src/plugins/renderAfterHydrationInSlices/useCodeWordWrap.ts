// theme-common's word-wrap hook, storing whether the code overflows in a transition (as ordinary
// updates React re-rendered every measured block in one task), measured by a ResizeObserver.
import {startTransition, useCallback, useEffect, useRef, useState, type RefObject} from 'react';

export function useCodeWordWrap(): {codeBlockRef: RefObject<HTMLPreElement | null>; isEnabled: boolean; isCodeScrollable: boolean; toggle: () => void} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    const scrollable = block.scrollWidth > block.clientWidth || block.querySelector('code')?.hasAttribute('style') === true;
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  // Measured once the browser has laid the block out, and whenever its size changes (the window
  // resized, its tab panel shown, wrapping toggled). Reading its width as it mounts would make the
  // browser lay the page out there and then, in the middle of hydration.
  useEffect(() => {
    const block = codeBlockRef.current;
    if (!block) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(block);
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
