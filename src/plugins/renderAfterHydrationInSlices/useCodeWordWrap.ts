// theme-common's word-wrap hook, storing whether the code overflows in a transition: every block
// measures itself after hydration, and as ordinary updates React re-rendered them all in one task.
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

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block in a hidden tab panel has no width: it is measured again when its panel is shown.
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(measure);
    observer.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
