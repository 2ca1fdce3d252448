// A markdownlint rule for what no built-in rule checks: headings inside a page stop at ###, the
// deepest level the table of contents shows (themeConfig.tableOfContents.maxHeadingLevel).
const MAX_LEVEL = 3;

function* allTokens(tokens) {
  for (const token of tokens) {
    yield token;
    yield* allTokens(token.children);
  }
}

/** @type {import('markdownlint').Rule} */
const headingMaxLevel = {
  names: ['SCB001', 'heading-max-level'],
  description: `Headings go no deeper than level ${MAX_LEVEL} (the table of contents shows levels 2 to ${MAX_LEVEL})`,
  tags: ['headings'],
  parser: 'micromark',
  function(params, onError) {
    for (const token of allTokens(params.parsers.micromark.tokens)) {
      if (token.type === 'atxHeadingSequence' && token.text.length > MAX_LEVEL) {
        onError({lineNumber: token.startLine, detail: `Level ${token.text.length}`});
      }
    }
  },
};

export default headingMaxLevel;
