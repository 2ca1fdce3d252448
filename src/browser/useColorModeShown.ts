// The colours the page shows, read from <html data-theme>, which the theme's inline script sets
// before React runs and every colour-mode change sets first. The colour-mode context also changes
// with the reader's stored choice, and right after hydration it goes from none to the default one:
// each code block that read the context rendered again for colours that had not changed. While
// hydrating, the server's mode, as the HTML was rendered.
import {useSyncExternalStore} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';

type Mode = 'light' | 'dark';

const listeners = new Set<() => void>();
let observer: MutationObserver | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!observer) {
    observer = new MutationObserver(() => listeners.forEach((notify) => notify()));
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    observer?.disconnect();
    observer = undefined;
  };
}

const shown = (): Mode => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

export function useColorModeShown(): Mode {
  const {defaultMode} = useThemeConfig().colorMode;
  return useSyncExternalStore(subscribe, shown, () => defaultMode);
}
