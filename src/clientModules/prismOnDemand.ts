// Stands in for theme-classic's client module `prism-include-languages`, which imports
// prism-react-renderer (Prism and its grammars) on every page. The extra languages are
// registered where code is tokenized instead: src/prism/Highlight.server.ts and
// src/prism/tokenize.ts. See src/plugins/prismOnDemand.ts.
export {};
