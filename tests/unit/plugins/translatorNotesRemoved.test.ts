import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../../lib/files';
import {repoRoot} from '../../../lib/root';
import {withoutTranslatorNotes} from '../../../src/plugins/translatorNotesRemoved';

describe('the theme sources without their notes for translators', () => {
  it('drops the note of a translate() call, on its line or the next, and keeps id and message', () => {
    const source = `const label = translate({
  id: 'theme.docs.paginator.navAriaLabel',
  message: 'Docs pages',
  description: 'The ARIA label for the docs pagination',
});
const other = translate({id: 'theme.x', description:
    "A note with 'quotes' and a \\" in it", message: 'X'});`;
    expect(withoutTranslatorNotes(source)).toBe(`const label = translate({
  id: 'theme.docs.paginator.navAriaLabel',
  message: 'Docs pages',
  
});
const other = translate({id: 'theme.x',  message: 'X'});`);
  });

  it('drops the note of a <Translate> element', () => {
    expect(withoutTranslatorNotes('<Translate id="theme.common.editThisPage" description="The link label to edit the page">Edit this page</Translate>')).toBe(
      '<Translate id="theme.common.editThisPage" >Edit this page</Translate>',
    );
  });

  it('reads past braces and quotes inside the label, and its values', () => {
    const source = `translate({id: 'theme.x', message: 'Read {count} "posts" }', description: 'note'}, {count});
<Translate id="theme.y" values={{title: <b>{'}'}</b>}} description={'note'}>{'text'}</Translate>`;
    expect(withoutTranslatorNotes(source)).toBe(`translate({id: 'theme.x', message: 'Read {count} "posts" }', }, {count});
<Translate id="theme.y" values={{title: <b>{'}'}</b>}} >{'text'}</Translate>`);
  });

  it('leaves every description outside a translate call alone, string or not', () => {
    const source = `<PageMetadata title={title} description={metadata.description} />; const props = {description: doc.description};
const swizzle = {description: 'A component of the theme', actions: {eject: 'safe'}}; <Meta description="the page" />`;
    expect(withoutTranslatorNotes(source)).toBe(source);
  });

  it('stops, naming the file, at a note inside a translate call that is not a plain string', () => {
    expect(() => withoutTranslatorNotes("translate({id: 'theme.x', message: 'X', description: `note ${a}`})", 'theme/X/index.js')).toThrow(
      /translator-notes-removed: a label in theme\/X\/index.js has a note that is not a plain string/,
    );
    expect(() => withoutTranslatorNotes('<Translate id="theme.y" description={note}>Y</Translate>', 'theme/Y/index.js')).toThrow(/theme\/Y\/index.js/);
  });

  it("finds every note of the theme components that a plain pattern of string notes finds, and nothing else", () => {
    for (const pkg of ['classic', 'common', 'live-codeblock']) {
      for (const file of filesUnder(path.join(repoRoot, `node_modules/@docusaurus/theme-${pkg}/lib/theme`), '.js')) {
        const source = fs.readFileSync(file, 'utf8');
        const lean = withoutTranslatorNotes(source, file);
        expect(lean.length <= source.length, file).toBe(true);
        expect(lean.replace(/\s+/g, ''), file).toBe(source.replace(/\bdescription(?::\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?|="[^"]*")/g, '').replace(/\s+/g, ''));
      }
    }
  });
});
