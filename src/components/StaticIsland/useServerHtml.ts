import {useState} from 'react';

/**
 * The inner HTML the server rendered into the element that `selector` finds, read once when the
 * component first renders in the browser (while hydrating). Undefined on the server, and after a
 * client-side navigation, which has no server HTML. StaticIsland (the values, CRD and cascade tables)
 * and DeferredPlayground adopt server-rendered content with it instead of loading the code that rendered it.
 */
export function useServerHtml(selector: string): string | undefined {
  const [html] = useState(() => (typeof document === 'undefined' ? undefined : document.querySelector(selector)?.innerHTML));
  return html;
}
