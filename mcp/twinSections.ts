// The sections of a Markdown twin (src/plugins/markdownTwins), found by the anchors the site gives
// its headings. A twin's headings are plain Markdown without ids, so each gets the id Docusaurus
// gives the heading on the page: github-slugger over the heading's text, counting repeats in page
// order ("options", "options-1"). The page title, the twin's only level-1 heading, has no id of its
// own on the page (the theme renders it from the front matter), so it is not counted.
import GithubSlugger from 'github-slugger';
import {linesInCodeFences} from '../lib/markdownFences';

export type TwinHeading = {
  readonly anchor: string;
  readonly level: number;
  readonly title: string;
  /** The line the heading is on. */
  readonly line: number;
};

const HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

/** A heading's text as the page shows it: links as their text, escaped characters as themselves. */
function headingText(markdown: string): string {
  return markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\(.)/g, '$1');
}

/** The headings below the page title, with their anchors, outside fenced code. */
export function twinHeadings(lines: readonly string[]): TwinHeading[] {
  const slugger = new GithubSlugger();
  const inFence = linesInCodeFences(lines);
  const headings: TwinHeading[] = [];
  lines.forEach((text, line) => {
    const heading = !inFence[line] && HEADING.exec(text);
    if (!heading || heading[1].length === 1) return;
    const title = headingText(heading[2]);
    headings.push({anchor: slugger.slug(title), level: heading[1].length, title, line});
  });
  return headings;
}

/**
 * The Markdown of one section of a twin: from its heading to the next heading of the same or a
 * higher level, so with its subsections. Without an anchor, the top of the page: the title and
 * what comes before the first heading below it. Undefined when no heading has that anchor.
 */
export function twinSection(markdown: string, anchor?: string): string | undefined {
  const lines = markdown.split('\n');
  const headings = twinHeadings(lines);
  if (!anchor) return lines.slice(0, headings[0]?.line ?? lines.length).join('\n').trim();
  const at = headings.findIndex((heading) => heading.anchor === anchor);
  if (at < 0) return undefined;
  const {level, line} = headings[at];
  const end = headings.slice(at + 1).find((heading) => heading.level <= level)?.line ?? lines.length;
  return lines.slice(line, end).join('\n').trim();
}

/**
 * At most about `max` characters of a section, cut at a blank line outside code, so that what is
 * left is its heading and whole paragraphs, lists and code blocks; undefined when the section is
 * that short already. A section whose first block is longer than `max` keeps that block.
 */
export function excerpt(markdown: string, max: number): string | undefined {
  if (markdown.length <= max) return undefined;
  const lines = markdown.split('\n');
  const inFence = linesInCodeFences(lines);
  let length = 0;
  let body = false;
  let cut: number | undefined;
  for (let line = 0; line < lines.length; line += 1) {
    const blank = lines[line].trim() === '' && !inFence[line];
    if (blank && body && (cut === undefined || length <= max)) cut = line;
    if (!blank && !HEADING.exec(lines[line])) body = true;
    length += lines[line].length + 1;
    if (length > max && cut !== undefined) break;
  }
  return lines.slice(0, cut).join('\n').trimEnd();
}
