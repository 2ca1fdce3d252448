import type {Plugin} from '@docusaurus/types';

// Why: every label of the theme is written as `translate({id, message, description})` or
// `<Translate id description>`, where `description` is a note for translators. The site has one
// locale and the browser never reads the notes, yet every page's bundles carry them. The browser
// build of the theme packages gets its sources without them; ids and messages stay.
// Theme-internal: that the notes are string literals in those calls. tests/build/bundles.test.ts fails
// when a note is found in the built scripts again.
const THEME_SOURCE = /@docusaurus[\\/]theme-(?:classic|common|live-codeblock)[\\/]lib[\\/].*\.js$/;
// `description: '…'` or `description: "…"` (an object property, possibly on the next line) and
// `description="…"` (a JSX attribute), with the comma that follows a property.
const TRANSLATOR_NOTE = /\bdescription(?::\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?|="[^"]*")/g;

/** The source without the translator notes of its translate calls. */
export function withoutTranslatorNotes(source: string): string {
  return source.replace(TRANSLATOR_NOTE, '');
}

export default function translatorNotesRemoved(): Plugin {
  return {
    name: 'translator-notes-removed',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: THEME_SOURCE,
              use: [{loader: require.resolve('string-replace-loader'), options: {search: TRANSLATOR_NOTE, replace: ''}}],
            },
          ],
        },
      };
    },
  };
}
