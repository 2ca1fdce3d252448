import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {PurgeCSS} from 'purgecss';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../searchWithKeywords/buildFiles';

/**
 * Every page loads one render-blocking stylesheet, which holds all of Infima and the styles of
 * every theme component, used or not. After the build, this plugin drops from it the rules whose
 * selectors name a class, id or element that no page's HTML and no script mentions (so the
 * states scripts add, like an open menu, stay), the custom properties nothing uses and unused
 * keyframes. The stylesheet gets a name from its new content, and the pages point to it.
 *
 * Pages are replaced by an atomic rename, so the plugins that read the pages at the same time
 * (the search index) always see a whole file.
 */
export const STYLESHEET = /^styles\.[0-9a-f]+\.css$/;

/** The custom properties that markup or scripts use by name (e.g. `color="var(--x)"`). */
export function variablesUsedIn(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const [, name] of text.matchAll(/var\((--[\w-]+)/g)) found.add(name);
  return [...found];
}

export const contentHashName = (css: string) => `styles.${crypto.createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;

function replaceAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

export type PurgeReport = {before: string; after: string; bytesBefore: number; bytesAfter: number; pages: number};

export async function purgeStylesheet(outDir: string): Promise<PurgeReport | undefined> {
  const cssDir = path.join(outDir, 'assets/css');
  const before = fs.existsSync(cssDir) ? fs.readdirSync(cssDir).find((f) => STYLESHEET.test(f)) : undefined;
  if (!before) return undefined;
  // Each page and script is read once: PurgeCSS scans these texts, and the pages are rewritten from them.
  const read = (files: string[], extension: string) => files.map((file) => ({file, raw: fs.readFileSync(file, 'utf8'), extension}));
  const pages = read(filesUnder(outDir, '.html'), 'html');
  const content = [...pages, ...read(filesUnder(path.join(outDir, 'assets/js'), '.js'), 'js')];
  const original = fs.readFileSync(path.join(cssDir, before), 'utf8');
  const [result] = await new PurgeCSS().purge({
    content: content.map(({raw, extension}) => ({raw, extension})),
    css: [{raw: original}],
    variables: true,
    keyframes: true,
    fontFace: true,
    safelist: {variables: variablesUsedIn(content.map(({raw}) => raw))},
  });
  const after = contentHashName(result.css);
  fs.writeFileSync(path.join(cssDir, after), result.css);
  let changedPages = 0;
  if (after !== before) {
    for (const {file, raw} of pages) {
      if (!raw.includes(before)) continue;
      replaceAtomically(file, raw.split(before).join(after));
      changedPages += 1;
    }
    fs.rmSync(path.join(cssDir, before));
  }
  return {before, after, bytesBefore: Buffer.byteLength(original), bytesAfter: Buffer.byteLength(result.css), pages: changedPages};
}

export default function purgeUnusedCss(): Plugin {
  return {
    name: 'purge-unused-css',
    async postBuild({outDir}) {
      const report = await purgeStylesheet(outDir);
      if (!report) throw new Error(`purge-unused-css: no styles.*.css in ${outDir}/assets/css`);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      console.log(`[purge-unused-css] ${report.before} (${kb(report.bytesBefore)}) → ${report.after} (${kb(report.bytesAfter)}), ${report.pages} pages updated`);
    },
  };
}
