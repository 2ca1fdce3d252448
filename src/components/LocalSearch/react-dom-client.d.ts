// react-dom ships no types and @types/react-dom is not installed; these are the two calls
// the search panel needs (autocomplete renders its panel into a React root of its own).
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';

  export type Root = {render(children: ReactNode): void; unmount(): void};
  export function createRoot(container: Element | DocumentFragment): Root;
}
