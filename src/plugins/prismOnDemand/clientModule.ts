// Stands in for theme-classic's client module `prism-include-languages`, which imports
// prism-react-renderer (Prism and its grammars) on every page. The extra languages are
// registered where code is tokenized instead: ./Highlight.server.ts and ./tokenize.ts.
// See ./index.ts.
export {};
