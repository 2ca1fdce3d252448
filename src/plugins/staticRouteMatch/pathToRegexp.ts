// path-to-regexp as react-router calls it, with paths that hold no parameters matched by comparing
// strings. Matching a page's URL compiles a regular expression for every route tried before it (a
// late doc of a long sidebar tries over a hundred), inside the first load's longest tasks; the
// routes of this site are all plain paths. Anything else goes to the library unchanged.
import pathToRegexp from 'path-to-regexp';

type Options = {end?: boolean; strict?: boolean; sensitive?: boolean; delimiter?: string};

// Printable ASCII with none of the characters the library's syntax gives a meaning to.
const PLAIN = /^[\x20-\x7e]*$/;
const SYNTAX = /[\\:()*?+]/;

/** The library's comparison: case-insensitive unless `sensitive`, where only ASCII letters fold. */
function sameText(text: string, plain: string, sensitive: boolean): boolean {
  if (text === plain) return true;
  if (sensitive || text.length !== plain.length) return false;
  return PLAIN.test(text) && text.toLowerCase() === plain.toLowerCase();
}

/**
 * What the library's expression for the plain path `path` finds at the start of `pathname`, as
 * `exec` returns it (the matched text of `pathname`), without building the expression: `path` then,
 * where the path allows it, one trailing slash; case-insensitive unless `sensitive`.
 */
export function matchPlainPath(path: string, pathname: string, {end = true, strict = false, sensitive = false}: Options): [string] | null {
  const endsWithSlash = path.endsWith('/');
  const prefix = strict || !endsWithSlash ? path : path.slice(0, -1);
  if (!sameText(pathname.slice(0, prefix.length), prefix, sensitive)) return null;
  const rest = pathname.slice(prefix.length);
  // The whole pathname, or the path and the optional slash that may end a match.
  if (rest === '' || (!strict && rest === '/')) return [pathname];
  if (end) return null;
  // Without an end, the match stops at a segment boundary.
  return (strict && endsWithSlash) || rest.startsWith('/') ? [pathname.slice(0, prefix.length)] : null;
}

type Matcher = {exec(pathname: string): [string] | null; keys: never[]};

function compile(path: unknown, keys?: unknown, options?: Options): RegExp | Matcher {
  const opts = (Array.isArray(keys) ? options : (keys as Options | undefined)) ?? {};
  const plain = typeof path === 'string' && PLAIN.test(path) && !SYNTAX.test(path) && (opts.delimiter === undefined || opts.delimiter === '/');
  if (!plain) return pathToRegexp(path as string, keys as never, options as never);
  return {exec: (pathname: string) => matchPlainPath(path, pathname, opts), keys: []};
}

// react-router also calls the library's compile (generatePath); every other export is the library's.
export default Object.assign(compile, pathToRegexp);
