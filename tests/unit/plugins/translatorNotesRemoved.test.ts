import {describe, expect, it} from 'vitest';
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

  it('leaves a description that is not a string literal alone', () => {
    const source = '<PageMetadata title={title} description={metadata.description} />; const props = {description: doc.description};';
    expect(withoutTranslatorNotes(source)).toBe(source);
  });
});
