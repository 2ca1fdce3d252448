// The comments of the repository's own source files, found by TypeScript's scanner (CSS by its
// one comment form), for the checks of what comments say and how much of a file they are.
import fs from 'node:fs';
import ts from 'typescript';

export type Comment = {readonly start: number; readonly end: number; readonly text: string};

/** Every comment of a TypeScript, JavaScript or CSS file, in order. */
export function commentsOf(file: string, source = fs.readFileSync(file, 'utf8')): Comment[] {
  if (file.endsWith('.css')) return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({start: m.index, end: m.index + m[0].length, text: m[0]}));
  const kind = /\.[cm]?jsx?$/.test(file) ? ts.ScriptKind.JSX : file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    // JSX text is text, even where it holds a `//`.
    if (node.kind !== ts.SyntaxKind.JsxText) {
      for (const range of [...(ts.getLeadingCommentRanges(source, node.pos) ?? []), ...(ts.getTrailingCommentRanges(source, node.end) ?? [])]) found.set(range.pos, range.end);
    }
    node.getChildren(sourceFile).forEach(visit);
  };
  visit(sourceFile);
  return [...found].sort(([a], [b]) => a - b).map(([start, end]) => ({start, end, text: source.slice(start, end)}));
}

export type CommentCount = {codeLines: number; commentLines: number; characters: number; commentCharacters: number};

/**
 * Lines of code (any code on them) and lines of comment only, blank lines aside; characters other
 * than white space, and how many of them are in comments.
 */
export function countComments(file: string, source = fs.readFileSync(file, 'utf8')): CommentCount {
  const inComment = new Uint8Array(source.length);
  for (const {start, end} of commentsOf(file, source)) inComment.fill(1, start, end);
  const count: CommentCount = {codeLines: 0, commentLines: 0, characters: 0, commentCharacters: 0};
  let offset = 0;
  for (const line of source.split('\n')) {
    let code = false;
    let comment = false;
    for (let i = 0; i < line.length; i += 1) {
      if (/\s/.test(line[i])) continue;
      count.characters += 1;
      if (inComment[offset + i]) {
        comment = true;
        count.commentCharacters += 1;
      } else code = true;
    }
    if (code) count.codeLines += 1;
    else if (comment) count.commentLines += 1;
    offset += line.length + 1;
  }
  return count;
}
