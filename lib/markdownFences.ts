// The fenced code blocks of Markdown by CommonMark's rules: the one fence reader of the checks, the
// manifests and the MCP server.

export type CodeFence = {
  /** The info string's first word, lower-case; the rest is `meta`. */
  readonly lang: string;
  readonly meta: string;
  readonly body: string;
  /** Line indexes of the fences; `end` is the number of lines if unclosed. */
  readonly start: number;
  readonly end: number;
};

// Any indentation: a list item's comes first.
const OPENING = /^( *)(`{3,}|~{3,})(.*)$/;
const CLOSING = /^( *)(`{3,}|~{3,})[ \t]*$/;

/** Closed by the same character, as long or longer, indented at most three spaces more; a ``` info string has no backtick. */
export function codeFences(lines: readonly string[]): CodeFence[] {
  const fences: CodeFence[] = [];
  for (let start = 0; start < lines.length; start += 1) {
    const opening = OPENING.exec(lines[start]);
    if (!opening) continue;
    const [, indent, fence, info] = opening;
    if (fence[0] === '`' && info.includes('`')) continue;
    let end = start + 1;
    for (; end < lines.length; end += 1) {
      const closing = CLOSING.exec(lines[end]);
      if (closing && closing[2][0] === fence[0] && closing[2].length >= fence.length && closing[1].length <= indent.length + 3) break;
    }
    const [lang = '', ...meta] = info.trim().split(/\s+/);
    const unindent = new RegExp(`^ {0,${indent.length}}`);
    const body = lines.slice(start + 1, end).map((line) => line.replace(unindent, ''));
    fences.push({lang: lang.toLowerCase(), meta: meta.join(' '), body: body.join('\n'), start, end});
    start = end;
  }
  return fences;
}

/** Whether each line belongs to a fenced code block, fences included. */
export function linesInCodeFences(lines: readonly string[]): boolean[] {
  const inside = lines.map(() => false);
  for (const {start, end} of codeFences(lines)) inside.fill(true, start, end + 1);
  return inside;
}
