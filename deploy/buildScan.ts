// What the serving rules need to know of a build folder: its files and page routes, the hashes of
// its inline scripts for the Content-Security-Policy, the pages with a live code block.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {LIVE_CODE_MARKER, type ScriptHash} from './servingRules';
import {relativeFilesUnder} from '../lib/files';

/** Files in the build folder that configure a static host; they are not part of the site. */
export const STATIC_HOST_FILES = ['_headers', '_redirects'] as const;

export type InlineScript = {
  /** Build-relative path of the HTML file, with forward slashes. */
  file: string;
  hash: ScriptHash;
  /**
   * False for data blocks such as `<script type="application/ld+json">`: browsers never run them,
   * so Content-Security-Policy does not apply to them and their hashes need not be listed.
   */
  executable: boolean;
};

export type BuildFacts = {
  buildDir: string;
  /** Every file of the site, build-relative with forward slashes (no .gz or .br copies, no static-host files). */
  files: string[];
  /** Routes of the pages, from `<route>/index.html`: `/`, `/docs/scanners/nmap`, … */
  pageRoutes: string[];
  inlineScripts: InlineScript[];
  /** Distinct hashes of the executable inline scripts, sorted. */
  scriptHashes: ScriptHash[];
  /** Routes of the pages with a live code block, whose policy allows eval. */
  liveCodeRoutes: string[];
};

/** The JavaScript MIME types of the HTML standard, plus "module"; an empty or missing type means JavaScript too. */
const SCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript|javascript1\.[0-5]))$/;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The sha256 source expression a browser computes for an inline script's text. */
export function scriptHash(text: string): ScriptHash {
  // The HTML parser turns CR LF and lone CR into LF before the script sees its text.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `sha256-${crypto.createHash('sha256').update(normalized, 'utf8').digest('base64')}`;
}

export function inlineScriptsOf(html: string, file: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    scripts.push({file, hash: scriptHash(text), executable: SCRIPT_TYPES.test(type)});
  }
  return scripts;
}

/** Reads what the serving rules depend on from a Docusaurus build folder. */
export function scanBuild(buildDir: string): BuildFacts {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`${buildDir} holds no site build (no index.html): run the build first`);
  }
  const files = relativeFilesUnder(buildDir).filter(
    (file) => !/\.(gz|br)$/.test(file) && !(STATIC_HOST_FILES as readonly string[]).includes(file),
  );
  const htmlFiles = files.filter((file) => file.endsWith('.html'));

  // The clean-URL rules assume the directory form that trailingSlash: undefined produces.
  const flatPages = htmlFiles.filter((file) => file !== '404.html' && !/(^|\/)index\.html$/.test(file));
  if (flatPages.length > 0) {
    throw new Error(`expected every page as <route>/index.html, found ${flatPages.slice(0, 5).join(', ')}`);
  }
  const routeOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`;
  const pages = htmlFiles.filter((file) => file !== '404.html');

  const html = new Map(htmlFiles.map((file) => [file, fs.readFileSync(path.join(buildDir, file), 'utf8')]));
  const inlineScripts = htmlFiles.flatMap((file) => inlineScriptsOf(html.get(file)!, file));
  const scriptHashes = [...new Set(inlineScripts.filter((s) => s.executable).map((s) => s.hash))].sort();
  const liveCodeRoutes = pages.filter((file) => html.get(file)!.includes(` ${LIVE_CODE_MARKER}=`)).map(routeOf);
  return {buildDir, files, pageRoutes: pages.map(routeOf), inlineScripts, scriptHashes, liveCodeRoutes};
}
