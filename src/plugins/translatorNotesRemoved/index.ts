// The theme's labels reach the browser without their notes for translators (the site has one locale):
// the `description` of `translate({…})` and `<Translate …>` calls goes, nothing outside them is
// touched, and a note of another shape inside one stops the build. Registry: src/frameworkPatches.
import type {Plugin} from '@docusaurus/types';
import {sourceRewriteRule} from '../../../lib/sourceRewriteRule';

const THEME_SOURCE = /@docusaurus[\\/]theme-(?:classic|common|live-codeblock)[\\/]lib[\\/].*\.js$/;
// Where a label's props start: the object of a translate() call, the attributes of a <Translate> element.
const LABEL_START = /\btranslate\(\s*\{|<Translate\b/g;
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
// A note: `description: '…',` as a property, `description="…"` or `description={'…'}` as an attribute.
const NOTE = new RegExp(String.raw`\bdescription(?::\s*(?:${STRING})\s*,?|=(?:"[^"]*"|\{\s*(?:${STRING})\s*\}))`, 'g');
const STRINGS = new RegExp(`${STRING}|\`(?:[^\`\\\\]|\\\\.)*\``, 'g');

/** The index after the literal or braced block that opens at `start`; -1 if it does not close. */
function endOf(source: string, start: number): number {
  const open = source[start];
  for (let i = start + 1; i < source.length; i += 1) {
    const char = source[i];
    if (open !== '{' && char === '\\') i += 1;
    else if (open === '{' && (char === "'" || char === '"' || char === '`' || char === '{')) {
      i = endOf(source, i) - 1;
      if (i < 0) return -1;
    } else if (open === '`' && char === '$' && source[i + 1] === '{') {
      i = endOf(source, i + 1) - 1;
      if (i < 0) return -1;
    } else if (char === (open === '{' ? '}' : open)) return i + 1;
  }
  return -1;
}

function tagEnd(source: string, start: number): number {
  for (let i = start; i < source.length; i += 1) {
    const char = source[i];
    if (char === '"' || char === "'" || char === '{') {
      i = endOf(source, i) - 1;
      if (i < 0) return -1;
    } else if (char === '>') return i + 1;
  }
  return -1;
}

/** Throws, naming the file, on a note it cannot read. */
export function withoutTranslatorNotes(source: string, file = 'a theme module'): string {
  let result = '';
  let copied = 0;
  for (const match of source.matchAll(LABEL_START)) {
    if (match.index < copied) continue;
    const props = match.index + match[0].length - (match[0].endsWith('{') ? 1 : 0);
    const end = match[0].endsWith('{') ? endOf(source, props) : tagEnd(source, props);
    if (end < 0) throw new Error(`translator-notes-removed: a label in ${file} does not close where expected; see src/plugins/translatorNotesRemoved`);
    const withoutNote = source.slice(props, end).replace(NOTE, '');
    if (/\bdescription\s*[:=]/.test(withoutNote.replace(STRINGS, "''"))) {
      throw new Error(`translator-notes-removed: a label in ${file} has a note that is not a plain string: ${source.slice(match.index, end).slice(0, 200)}`);
    }
    result += source.slice(copied, props) + withoutNote;
    copied = end;
  }
  return result + source.slice(copied);
}

export default function translatorNotesRemoved(): Plugin {
  return {
    name: 'translator-notes-removed',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [sourceRewriteRule((resource) => THEME_SOURCE.test(resource), withoutTranslatorNotes)]}};
    },
  };
}
