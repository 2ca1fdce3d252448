import {describe, expect, it} from 'vitest';
import {codeFences, linesInCodeFences} from '../../../lib/markdownFences';

const fences = (markdown: string) => codeFences(markdown.split('\n'));

describe('codeFences', () => {
  it('reads the language, the rest of the info string and the code', () => {
    expect(fences('text\n```yaml title="values.yaml"\na: 1\n```\nmore')).toEqual([{lang: 'yaml', meta: 'title="values.yaml"', body: 'a: 1', start: 1, end: 3}]);
    expect(fences('~~~\nplain\n~~~')).toEqual([{lang: '', meta: '', body: 'plain', start: 0, end: 2}]);
  });

  it('closes at a fence of the same character, at least as long, with only spaces after it', () => {
    expect(fences('````md\n```yaml\na: 1\n```\n`````  \nafter')[0]).toMatchObject({body: '```yaml\na: 1\n```', end: 4});
    expect(fences('```\n~~~\n```')[0]).toMatchObject({body: '~~~', end: 2});
    expect(fences('```bash\n```js\n```')[0]).toMatchObject({body: '```js', end: 2});
  });

  it('does not close at a shorter fence, and runs to the end when nothing closes it', () => {
    expect(fences('````\n```\ncode')).toEqual([{lang: '', meta: '', body: '```\ncode', start: 0, end: 3}]);
  });

  it('reads indented fences (inside a list item) and removes their indentation from the code', () => {
    expect(fences('1. Install:\n\n   ```bash\n   helm install\n     --wait\n   ```')).toEqual([{lang: 'bash', meta: '', body: 'helm install\n  --wait', start: 2, end: 5}]);
  });

  it('closes only at a fence indented at most three spaces more than the opening one', () => {
    expect(fences('```\n    ```\n   ```')[0]).toMatchObject({body: '    ```', end: 2});
  });

  it('takes a backtick fence whose info string holds a backtick for text', () => {
    expect(fences('```not`a fence\ntext')).toEqual([]);
    expect(fences('~~~ `fine`\ncode\n~~~')[0]).toMatchObject({lang: '`fine`', body: 'code'});
  });
});

describe('linesInCodeFences', () => {
  it('marks the fences and the code, not the text around them', () => {
    expect(linesInCodeFences(['a', '```', '# not a heading', '```', '# heading'])).toEqual([false, true, true, true, false]);
    expect(linesInCodeFences(['```', 'open to the end'])).toEqual([true, true]);
  });
});
