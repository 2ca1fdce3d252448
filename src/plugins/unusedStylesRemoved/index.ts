// The stylesheet every page loads before it renders, without the rules and custom properties nothing
// on the built site uses (PurgeCSS, after the build), renamed by its content (/assets/ is cached as
// immutable) with every page's link rewritten. Registry: src/frameworkPatches.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PurgeCSS} from 'purgecss';
import {filesUnder} from '../../../lib/files';

const STYLESHEET = /^styles\.[0-9a-f]{8}\.css$/;

const CUSTOM_PROPERTY = /--[A-Za-z0-9_-]+/g;

/**
 * The rules of `css` that match something in `content` (HTML and scripts), and the selectors dropped;
 * custom properties stay when a kept rule reads them or `content` or `otherCss` names them.
 */
export async function usedRules(
  css: string,
  content: Array<{raw: string; extension: string}>,
  otherCss: string[] = [],
): Promise<{css: string; rejected: string[]}> {
  const named = new Set([...content.map((c) => c.raw), ...otherCss].flatMap((raw) => raw.match(CUSTOM_PROPERTY) ?? []));
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{raw: css}],
    rejected: true,
    variables: true,
    safelist: {variables: [...named]},
    keyframes: false,
    fontFace: false,
  });
  return {css: result.css, rejected: result.rejected ?? []};
}

/** `styles.<first 8 hex digits of the content's SHA-256>.css`, as Docusaurus names it. */
export function stylesheetName(css: string): string {
  return `styles.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
}

export default function unusedStylesRemoved(): Plugin {
  return {
    name: 'unused-styles-removed',
    async postBuild({outDir}) {
      const cssDir = path.join(outDir, 'assets', 'css');
      const stylesheets = fs.existsSync(cssDir) ? fs.readdirSync(cssDir).filter((name) => STYLESHEET.test(name)) : [];
      if (stylesheets.length !== 1) throw new Error(`unused-styles-removed: expected one assets/css/styles.<hash>.css, found ${stylesheets.length}; see src/plugins/unusedStylesRemoved`);
      const [oldName] = stylesheets;
      const pages = filesUnder(outDir, '.html');
      const scripts = filesUnder(path.join(outDir, 'assets', 'js'), '.js');
      const html = new Map(pages.map((file) => [file, fs.readFileSync(file, 'utf8')]));
      const unlinked = pages.filter((file) => !html.get(file)!.includes(`/assets/css/${oldName}`));
      if (unlinked.length > 0) throw new Error(`unused-styles-removed: ${unlinked.length} pages do not link assets/css/${oldName} (e.g. ${path.relative(outDir, unlinked[0])}); see src/plugins/unusedStylesRemoved`);

      const content = [
        ...[...html.values()].map((raw) => ({raw, extension: 'html'})),
        ...scripts.map((file) => ({raw: fs.readFileSync(file, 'utf8'), extension: 'js'})),
      ];
      // The stylesheets loaded on demand (src/plugins/stylesOnDemand) read the variables of this one.
      const otherCss = filesUnder(cssDir, '.css')
        .filter((file) => path.basename(file) !== oldName)
        .map((file) => fs.readFileSync(file, 'utf8'));
      const {css} = await usedRules(fs.readFileSync(path.join(cssDir, oldName), 'utf8'), content, otherCss);
      const newName = stylesheetName(css);
      fs.writeFileSync(path.join(cssDir, newName), css);
      if (newName !== oldName) fs.rmSync(path.join(cssDir, oldName));
      // Other plugins read the pages meanwhile: a rename replaces each at once.
      for (const [file, source] of html) {
        fs.writeFileSync(`${file}.tmp`, source.replaceAll(`/assets/css/${oldName}`, `/assets/css/${newName}`));
        fs.renameSync(`${file}.tmp`, file);
      }
    },
  };
}
