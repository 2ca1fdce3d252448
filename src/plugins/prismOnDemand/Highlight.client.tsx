import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {HighlightProps, PrismTheme, Token} from 'prism-react-renderer';
import {lineProps, plainLines, readPre, themeDictionary, tokenProps, withServerLines} from './tokens';

// theme-classic's code block, in the browser, with prism-react-renderer's <Highlight> replaced
// (./index.ts). Prism and its grammars are large, and a page the
// server rendered already holds every token of its code in its HTML. So tokens come, in order:
//   1. from the page: the code blocks the server rendered, read once, when the first block
//      hydrates (later the page may hold blocks rendered in the browser, which are not read);
//   2. from Prism, loaded on demand, for code the page never showed (a client-side navigation to
//      another page). Until it is there, such code shows as plain text, with the theme's colours;
//      the browser prefetches it at idle priority, so that moment is short.
// Colour-mode switches only restyle the same tokens, so they need no Prism either.
//
// A block the server rendered in the colours it still has keeps its lines as they are: hydration
// adopts the server's markup of the lines (one element per line and per token, most of a docs
// page's elements) instead of building a React element for each, and re-renders of the block
// (its buttons, the post-hydration colour-mode read) no longer walk them. The block still
// renders its <pre> and <code> itself; a switch to the other colours remounts it (src/theme/CodeBlock),
// and that render builds the lines from the tokens.

type Tokenizer = typeof import('./tokenize');

// Tokens by language and code: read from the page, or made by Prism.
const known = new Map<string, Token[][]>();
const keyOf = (language: string, code: string) => `${language}\u0000${code}`;
// The server's markup of each block's lines, by language and code, on the page first loaded
// (`pathRead`); null where two blocks of the same code differ (highlighted lines), so that
// neither is adopted.
const serverLines = new Map<string, string | null>();
let pathRead: string | undefined;
let pageRead = false;
let tokenizer: Tokenizer | undefined;
let loadingTokenizer: Promise<Tokenizer> | undefined;

function readPage(): void {
  pageRead = true;
  // Only the server's page is adopted: read while it hydrates (Docusaurus marks the end).
  const hydrating = document.documentElement.dataset.hasHydrated === 'false';
  if (hydrating) pathRead = window.location.pathname;
  for (const pre of document.querySelectorAll('pre.prism-code')) {
    const read = readPre(pre);
    if (!read) continue;
    const key = keyOf(read.language, read.code);
    known.set(key, read.lines);
    const lines = hydrating ? pre.querySelector(':scope > code')?.innerHTML : undefined;
    if (lines !== undefined) serverLines.set(key, serverLines.has(key) && serverLines.get(key) !== lines ? null : lines);
  }
}

/** The tokens of code, or undefined while Prism still has to be loaded for it. */
function knownTokens(language: string, code: string): Token[][] | undefined {
  const key = keyOf(language, code);
  if (!pageRead && typeof document !== 'undefined') readPage();
  const tokens = known.get(key) ?? tokenizer?.tokenize(code, language);
  if (tokens) known.set(key, tokens);
  return tokens;
}

function loadTokenizer(): Promise<Tokenizer> {
  // Prefetched (downloaded at idle priority, not run) once a page with code has loaded, so that a
  // later client-side navigation finds it in the cache.
  loadingTokenizer ??= import(/* webpackPrefetch: true */ './tokenize').then((module) => (tokenizer = module));
  return loadingTokenizer;
}

const noTheme: PrismTheme = {plain: {}, styles: []};

export function Highlight({theme = noTheme, language: languageProp, code, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const {prism, colorMode} = useThemeConfig();
  // Re-renders the block once Prism is there; the lookup itself is a map read.
  const [, setTokenizerLoaded] = useState(tokenizer !== undefined);
  const tokens = knownTokens(language, code);
  // Decided once, when the block first renders: on the page the server rendered (hydration, or a
  // navigation back to it) and in the colours the server used.
  const serverTheme = colorMode.defaultMode === 'dark' && prism.darkTheme ? prism.darkTheme : prism.theme;
  const [adopted] = useState(() =>
    theme === serverTheme && pathRead === window.location.pathname ? (serverLines.get(keyOf(language, code)) ?? undefined) : undefined,
  );
  useEffect(() => {
    if (tokens) return;
    let current = true;
    loadTokenizer().then(
      () => current && setTokenizerLoaded(true),
      () => {}, // offline: the code stays readable as plain text
    );
    return () => {
      current = false;
    };
  }, [tokens]);
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const render = (lines: Token[][]) =>
    children({
      tokens: lines,
      className: `prism-code language-${language}`,
      style: dictionary.root,
      getLineProps: (input) => lineProps(dictionary, input),
      getTokenProps: (input) => tokenProps(dictionary, input),
    });
  const block = adopted === undefined ? undefined : withServerLines(render([]), adopted);
  return block ?? render(tokens ?? plainLines(code));
}
