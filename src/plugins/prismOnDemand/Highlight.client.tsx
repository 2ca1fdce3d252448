// prism-react-renderer's <Highlight> in the browser (./index.ts swaps it in): tokens come from the
// code blocks the server rendered, read from the page when the first block hydrates, else from
// Prism, loaded on demand (plain text until it is there). A block still in the server's colours
// keeps the server's markup of its lines, so hydration builds no element per line and token.
import {useEffect, useMemo, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {HighlightProps, PrismTheme, Token} from 'prism-react-renderer';
import {lineProps, plainLines, readPre, themeDictionary, tokenProps, withServerLines} from './tokens';

type Tokenizer = typeof import('./tokenize');

const known = new Map<string, Token[][]>();
const keyOf = (language: string, code: string) => `${language}\u0000${code}`;
// The server's markup of each block's lines on the page first loaded; null where two blocks of the same code differ.
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
  // Prefetched once a page is idle, for a later client-side navigation (src/browser/prefetchedPrism.ts).
  loadingTokenizer ??= import(/* webpackChunkName: "prefetched-prism" */ '@site/src/browser/prefetchedPrism').then((later) => later.tokenizer()).then((module) => (tokenizer = module));
  return loadingTokenizer;
}

const noTheme: PrismTheme = {plain: {}, styles: []};

export function Highlight({theme = noTheme, language: languageProp, code, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  const {prism, colorMode} = useThemeConfig();
  const [, setTokenizerLoaded] = useState(tokenizer !== undefined);
  const tokens = knownTokens(language, code);
  // Decided when the block first renders: on the server's page, in the server's colours.
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
