// Finding categories that a scanner's parser computes instead of writing them as literals.
// `npm run sync:release` reads the literal ones (generated/cascading-rules.ts, parserCategories);
// this list, kept by hand next to the catalogue, adds the rest so that the cascade pages can
// tell which scanner's findings a CascadingRule can match. tests/unit/data/cascades.test.ts checks
// it against the release: every scanner whose parser has no literal category is listed here,
// and every category a released rule matches on has a scanner that emits it.

export type ComputedCategories = {
  /** Categories that the parser computes from a fixed set (a mapping or a constant elsewhere). */
  readonly categories: readonly string[];
  /** Where the parser takes categories beyond that set: from the tool's own output, so no fixed list exists. */
  readonly open?: string;
};

export const computedCategories: Readonly<Record<string, ComputedCategories>> = {
  // The scanner (a Go program) writes the findings; the parser passes its JSON through.
  'git-repo-scanner': {categories: ['Git Repository']},
  // The parser maps each Nikto test id to a category, with a fallback.
  nikto: {
    categories: [
      'Embedded Device',
      'Identified Software',
      'Nikto Finding',
      'Outdated Software',
      'Path Traversal',
      'Potential Backup File',
      'Potential Vulnerability',
      'Uncommon Header',
      'X-Content-Type-Options Header',
      'X-Frame-Options Header',
      'X-XSS-Protection',
      'robots.txt',
    ],
  },
  // Image and file-system reports: by the kind of the scanned target; cluster reports: by section.
  trivy: {
    categories: [
      'Go Package Vulnerability',
      'Image Vulnerability',
      'Misconfiguration',
      'NPM Package Vulnerability',
      'PHP Package Vulnerability',
      'Python Package Vulnerability',
      'Ruby Package Vulnerability',
      'Rust Package Vulnerability',
      'Vulnerability',
    ],
  },
  semgrep: {categories: ['semgrep-result'], open: "the category in the metadata of the Semgrep rule that matched"},
  wpscan: {categories: [], open: '"WordPress" followed by the type of each interesting finding WPScan reports'},
  'kube-hunter': {categories: [], open: "kube-hunter's own category of each vulnerability it reports"},
  nuclei: {categories: [], open: 'the id of the Nuclei template that matched'},
  'zap-automation-framework': {categories: [], open: 'the name of the ZAP alert'},
};
