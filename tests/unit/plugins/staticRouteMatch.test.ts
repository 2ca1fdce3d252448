// The stand-in for path-to-regexp (src/plugins/staticRouteMatch) against the library itself: for
// plain paths it must find what the library's expression finds, for every option react-router
// passes, and hand every other path to the library. tests/build/internals.test.ts tries the routes
// of the build.
import pathToRegexp from 'path-to-regexp';
import {describe, expect, it} from 'vitest';
import compile from '../../../src/plugins/staticRouteMatch/pathToRegexp';

const PATHS = ['', '/', '/docs', '/docs/', '/docs/scanners/nmap', '/Docs/Scanners', '/blog/2023/09/01/automate-zap-with-authentication', '/search.json', '/a-b_c~d'];
const PATHNAMES = [
  ...PATHS,
  ...PATHS.flatMap((p) => [`${p}/`, `${p}//`, `${p}x`, `${p}/x`, `${p}/x/`, p.toUpperCase(), `${p.toUpperCase()}/X`]),
  '/docs/scanners/nmap/',
  '/DOCS/scanners/NMAP',
  '/docs/scannersx',
  '/döcs',
  '/docs/\u212a', // KELVIN SIGN: no match for "k" in the library's case-insensitive mode
];
const OPTIONS = [false, true].flatMap((end) => [false, true].flatMap((strict) => [false, true].map((sensitive) => ({end, strict, sensitive}))));

type Options = (typeof OPTIONS)[number];
const found = (match: ArrayLike<string> | null): string[] | null => match && Array.from(match);
const byLibrary = (p: string, pathname: string, options: Options) => found(pathToRegexp(p, [], options).exec(pathname));

describe('matching a plain path without a regular expression', () => {
  it('finds what the library finds, for every option', () => {
    for (const options of OPTIONS) {
      for (const p of [...PATHS, '/docs/k']) {
        for (const pathname of [...PATHNAMES, '/docs/K', '/docs/k/']) {
          const matcher = compile(p, [], options);
          expect(matcher).not.toBeInstanceOf(RegExp);
          expect(found(matcher.exec(pathname)), `${JSON.stringify(options)} ${p} on ${pathname}`).toEqual(byLibrary(p, pathname, options));
        }
      }
    }
  });

  it('hands paths with parameters, groups or wildcards to the library, and keeps its other exports', () => {
    for (const p of ['/docs/:id', '/docs/(.*)', '/docs/*', '/docs/:id?', '/dö']) {
      const keys: pathToRegexp.Key[] = [];
      const expression = compile(p, keys, {end: true});
      expect(expression).toBeInstanceOf(RegExp);
      expect(String(expression)).toBe(String(pathToRegexp(p, [], {end: true})));
    }
    expect(compile('/docs/:id', [], {}).exec('/docs/nmap')?.[1]).toBe('nmap');
    expect(compile.compile('/docs/:id')({id: 'nmap'})).toBe('/docs/nmap');
  });
});
