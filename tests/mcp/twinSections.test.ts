import {describe, expect, it} from 'vitest';
import {excerpt, twinHeadings, twinSection} from '../../mcp/twinSections';

const twin = [
  '# Options',
  '',
  '> What the page is about.',
  '',
  'Intro.',
  '',
  '## Options',
  '',
  'The first options.',
  '',
  '```yaml',
  '# not a heading',
  'key: value',
  '```',
  '',
  '### With `--set` and [links](https://example.org)',
  '',
  'Details.',
  '',
  '## Options',
  '',
  'Again.',
  '',
  '## Escaped \\<release\\> name',
  '',
  'Last.',
].join('\n');

describe('the sections of a Markdown twin', () => {
  it('get the anchors Docusaurus gives the headings: repeats numbered, the page title not counted, code skipped', () => {
    expect(twinHeadings(twin.split('\n')).map(({anchor, level}) => [anchor, level])).toEqual([
      ['options', 2],
      ['with---set-and-links', 3],
      ['options-1', 2],
      ['escaped-release-name', 2],
    ]);
  });

  it('run from their heading to the next heading of the same or a higher level', () => {
    expect(twinSection(twin, 'options')).toBe(twin.split('\n').slice(6, 18).join('\n'));
    expect(twinSection(twin, 'with---set-and-links')).toBe('### With `--set` and [links](https://example.org)\n\nDetails.');
    expect(twinSection(twin, 'options-1')).toBe('## Options\n\nAgain.');
    expect(twinSection(twin, 'escaped-release-name')).toBe('## Escaped \\<release\\> name\n\nLast.');
    expect(twinSection(twin, 'nowhere')).toBeUndefined();
  });

  it('without an anchor are the top of the page, up to its first heading', () => {
    expect(twinSection(twin)).toBe('# Options\n\n> What the page is about.\n\nIntro.');
  });
});

describe('an excerpt of a long section', () => {
  const section = ['## Long', '', 'a'.repeat(30), '', '```text', 'b'.repeat(30), '', 'c'.repeat(30), '```', '', 'd'.repeat(30)].join('\n');

  it('is cut at a blank line outside code blocks', () => {
    expect(excerpt(section, 60)).toBe(`## Long\n\n${'a'.repeat(30)}`);
    // The blank line inside the code block is within 85 characters, but the block stays whole.
    expect(excerpt(section, 85)).toBe(`## Long\n\n${'a'.repeat(30)}`);
    expect(excerpt(section, 120)).toBe(section.slice(0, section.lastIndexOf('\n\n')));
  });

  it('keeps a first block longer than the limit, and is undefined for a short section', () => {
    expect(excerpt(section, 10)).toBe(`## Long\n\n${'a'.repeat(30)}`);
    expect(excerpt(section, section.length)).toBeUndefined();
  });
});
