// Stands in for theme-classic's client module `prism-include-languages`, which imports Prism on every
// page; the extra languages are registered where code is tokenized (./Highlight.server.ts, ./tokenize.ts).
export {};
