// What the comments of our own code may be: each file of the build plugins, theme components and
// build library opens with what it is for and why, in a few lines; comments stay a small share of
// that code; and no comment states a measurement, which belongs to the benchmarks and the README.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../lib/files';
import {repoRoot} from '../../lib/root';
import {commentsOf, countComments} from './support/sourceComments';

const SHARED_CODE = ['src/plugins', 'src/theme', 'lib'];
const MAX_COMMENT_SHARE = 1 / 5;
const MAX_OPENING_LINES = 6;
const CODE = /\.(tsx?|mjs|css)$/;

const codeFiles = (dir: string) => filesUnder(path.join(repoRoot, dir)).filter((file) => CODE.test(file) && !file.includes('/generated/') && !file.endsWith('.generated.js'));
const relative = (file: string) => path.relative(repoRoot, file);

// A size, a duration or a share: what a benchmark measures.
const FIGURE = /\b\d[\d,.]*\s?(?:B|bytes?|KB|KiB|kB|MB|MiB|GB|ms|milliseconds?|s|seconds?|min|minutes?)\b|\b\d[\d,.]*\s?%/;

describe('the comments of the build plugins, theme components and build library', () => {
  it.each(SHARED_CODE)('are at most a fifth of the characters of %s', (dir) => {
    const counts = codeFiles(dir).map((file) => countComments(file));
    const characters = counts.reduce((sum, count) => sum + count.characters, 0);
    const comments = counts.reduce((sum, count) => sum + count.commentCharacters, 0);
    expect(characters).toBeGreaterThan(0);
    expect(comments / characters).toBeLessThanOrEqual(MAX_COMMENT_SHARE);
  });

  it(`open each TypeScript file with what it is for, in at most ${MAX_OPENING_LINES} lines`, () => {
    const problems = SHARED_CODE.flatMap(codeFiles)
      .filter((file) => !file.endsWith('.css'))
      .flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        const [first] = commentsOf(file, source);
        if (!first || source.slice(0, first.start).trim() !== '') return [`${relative(file)} opens with code`];
        const lines = first.text.startsWith('//') ? /^(?:\/\/.*\n)+/.exec(source)![0].split('\n').length - 1 : first.text.split('\n').length;
        return lines > MAX_OPENING_LINES ? [`${relative(file)} opens with ${lines} lines of comment`] : [];
      });
    expect(problems).toEqual([]);
  });
});

describe('the comments of the site, the MCP server and the serving rules', () => {
  it('state no measurement (a size, a duration, a share)', () => {
    const figures = ['src', 'lib', 'mcp', 'deploy']
      .flatMap(codeFiles)
      .flatMap((file) => commentsOf(file).flatMap(({text}) => (FIGURE.test(text) ? [`${relative(file)}: ${FIGURE.exec(text)![0]} in "${text.slice(0, 120)}"`] : [])));
    expect(figures).toEqual([]);
  });

  it('are told from code by the scanner, JSX text and strings included', () => {
    const source = "// one\nconst a = '// not a comment'; /* two */\nconst b = <p>http://example.org {/* three */}</p>;\n";
    expect(commentsOf('x.tsx', source).map((comment) => comment.text)).toEqual(['// one', '/* two */', '/* three */']);
    expect(countComments('x.tsx', source)).toMatchObject({codeLines: 2, commentLines: 1});
  });
});
