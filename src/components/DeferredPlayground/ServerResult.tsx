import type {ComponentType, ReactNode} from 'react';
import {generateElement, renderElementAsync} from 'react-live';
import ReactLiveScope from '@theme/ReactLiveScope';

/**
 * The example's result, computed once while the page is rendered on the server, the way react-live's
 * LiveProvider computes it in the browser (the same scope, and the code ended by ";" as
 * theme-live-codeblock does). A block whose code fails shows its error, as the live preview would.
 */
export default function ServerResult({code, noInline}: {readonly code: string; readonly noInline: boolean}): ReactNode {
  let error: string | undefined;
  const onError = (e: Error) => {
    error = String(e);
  };
  const input = {code: `${code.replace(/\n$/, '')};`, scope: ReactLiveScope, enableTypeScript: true};
  let Element: ComponentType | undefined;
  if (noInline) {
    renderElementAsync(input, (element) => (Element = element), onError);
  } else {
    Element = generateElement(input, onError);
  }
  if (error !== undefined || Element === undefined) return <pre>{error ?? 'The example renders nothing.'}</pre>;
  return <Element />;
}
