// Stands in for theme-classic's client module `prism-include-languages`, which imports
// prism-react-renderer (Prism and its grammars, about a fifth of the main bundle) on every page.
// The extra languages are registered by src/theme/CodeBlock instead, which only the pages with
// code load. See src/plugins/prismOnDemand.ts.
export {};
