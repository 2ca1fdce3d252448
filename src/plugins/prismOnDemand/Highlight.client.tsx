import {useEffect, useMemo, useState, type ReactNode} from 'react';
import type {HighlightProps, PrismTheme, Token} from 'prism-react-renderer';
import {lineProps, plainLines, readPre, themeDictionary, tokenProps} from './tokens';

// theme-classic's code block, in the browser, with prism-react-renderer's <Highlight> replaced
// (./index.ts). Prism and its grammars are large, and a page the
// server rendered already holds every token of its code in its HTML. So tokens come, in order:
//   1. from the page: the code blocks the server rendered, read once, when the first block
//      hydrates (later the page may hold blocks rendered in the browser, which are not read);
//   2. from Prism, loaded on demand, for code the page never showed (a client-side navigation to
//      another page). Until it is there, such code shows as plain text, with the theme's colours;
//      the browser prefetches it at idle priority, so that moment is short.
// Colour-mode switches only restyle the same tokens, so they need no Prism either.

type Tokenizer = typeof import('./tokenize');

// Tokens by language and code: read from the page, or made by Prism.
const known = new Map<string, Token[][]>();
const keyOf = (language: string, code: string) => `${language}\u0000${code}`;
let pageRead = false;
let tokenizer: Tokenizer | undefined;
let loadingTokenizer: Promise<Tokenizer> | undefined;

function readPage(): void {
  pageRead = true;
  for (const pre of document.querySelectorAll('pre.prism-code')) {
    const read = readPre(pre);
    if (read) known.set(keyOf(read.language, read.code), read.lines);
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
  // Re-renders the block once Prism is there; the lookup itself is a map read.
  const [, setTokenizerLoaded] = useState(tokenizer !== undefined);
  const tokens = knownTokens(language, code);
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
  return children({
    tokens: tokens ?? plainLines(code),
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps: (input) => lineProps(dictionary, input),
    getTokenProps: (input) => tokenProps(dictionary, input),
  });
}
