// path-to-regexp as react-router calls it, with plain paths (no parameters) matched by comparing
// strings: finding a page's route built an expression for every route tried before it, in the first
// load's longest tasks. Any other path goes to the library.
import pathToRegexp from 'path-to-regexp';

// react-router never passes a delimiter: the library's "/" holds.
type Options = {end?: boolean; strict?: boolean; sensitive?: boolean};

// Printable ASCII; the characters of the library's syntax.
const PLAIN = /^[\x20-\x7e]*$/;
const SYNTAX = /[\\:()*?+]/;

// Case-insensitive unless `sensitive`; as in the library, only ASCII letters fold.
function sameText(text: string, plain: string, sensitive: boolean): boolean {
  return text === plain || (!sensitive && PLAIN.test(text) && text.toLowerCase() === plain.toLowerCase());
}

/** What the library's expression for the plain `path` finds at the start of `pathname`, as `exec` returns it. */
export function matchPlainPath(path: string, pathname: string, {end = true, strict = false, sensitive = false}: Options): [string] | null {
  const endsWithSlash = path.endsWith('/');
  const prefix = strict || !endsWithSlash ? path : path.slice(0, -1);
  if (!sameText(pathname.slice(0, prefix.length), prefix, sensitive)) return null;
  const rest = pathname.slice(prefix.length);
  if (rest === '' || (!strict && rest === '/')) return [pathname];
  if (end) return null;
  return (strict && endsWithSlash) || rest.startsWith('/') ? [pathname.slice(0, prefix.length)] : null;
}

type Matcher = {exec(pathname: string): [string] | null; keys: never[]};

function compile(path: unknown, keys?: unknown, options?: Options): RegExp | Matcher {
  const opts = (Array.isArray(keys) ? options : (keys as Options | undefined)) ?? {};
  if (typeof path !== 'string' || !PLAIN.test(path) || SYNTAX.test(path)) return pathToRegexp(path as string, keys as never, options as never);
  return {exec: (pathname: string) => matchPlainPath(path, pathname, opts), keys: []};
}

// generatePath calls the library's compile.
export default Object.assign(compile, pathToRegexp);
