// A docs page's `section_keywords` (a section's anchor → a reader's words for it): only the search
// index reads them, from the page's file; docusaurus.config.ts keeps them out of the browser.
import fs from 'node:fs';
import yaml from 'js-yaml';

export const SECTION_KEYWORDS = 'section_keywords';

type ParsedFrontMatter = {frontMatter: Record<string, unknown>; content: string};

/** The front matter Docusaurus keeps, without the keys only the search index reads. */
export function withoutSearchOnlyFrontMatter<T extends ParsedFrontMatter>(parsed: T): T {
  if (!(SECTION_KEYWORDS in parsed.frontMatter)) return parsed;
  const frontMatter = {...parsed.frontMatter};
  delete frontMatter[SECTION_KEYWORDS];
  return {...parsed, frontMatter};
}

/** The section keywords of the page in `file`; throws, naming the file, on another shape. */
export function sectionKeywordsOf(file: string): Record<string, string[]> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
  const sections = match ? (yaml.load(match[1]) as Record<string, unknown> | null)?.[SECTION_KEYWORDS] : undefined;
  if (sections === undefined) return {};
  const valid =
    typeof sections === 'object' && sections !== null && !Array.isArray(sections) && Object.values(sections).every((words) => Array.isArray(words) && words.every((word) => typeof word === 'string'));
  if (!valid) throw new Error(`search-with-keywords: ${SECTION_KEYWORDS} of ${file} must map heading anchors to lists of words`);
  return sections as Record<string, string[]>;
}
