import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type {LaunchOptions} from '@playwright/test';
import {CHROMIUM_ARGS} from '../../lib/chromium';

// What draws the screenshot baselines: a Chromium build and a set of fonts that come from
// package-lock.json, not from the machine. The same pixels then come out on every Linux x64
// machine, whatever Chromium and fonts its distribution ships that week.
//
// - The browser is the headless shell that @sparticuz/chromium carries inside its npm package
//   (brotli-compressed, one binary). It has its own fontconfig, FreeType, HarfBuzz and Skia, so
//   text is laid out and rasterised the same everywhere; it needs only libc, NSS and expat from
//   the system (Debian's chromium package, which the other browser suites use, brings them).
// - The fonts are DejaVu Sans, Sans Mono and Serif from the dejavu-fonts-ttf package, and the only
//   fonts the browser sees: its fontconfig reads our fonts.conf below instead of the system's.
//
// Both are unpacked once into node_modules/.cache/pinned-renderer/<version>/.

const requireFromHere = createRequire(__filename);
/** A package's folder, found the way Node finds the package itself. */
const packageDir = (name: string): string => {
  const dir = requireFromHere.resolve.paths(name)?.map((base) => path.join(base, name)).find((d) => fs.existsSync(path.join(d, 'package.json')));
  if (!dir) throw new Error(`${name} is not installed: run npm ci`);
  return dir;
};

/** The fonts the renderer may use; fontconfig's generic families all resolve to one of them. */
const FONT_FAMILIES = {'sans-serif': 'DejaVu Sans', 'system-ui': 'DejaVu Sans', serif: 'DejaVu Serif', monospace: 'DejaVu Sans Mono'};

function fontsConf(fontDir: string, cacheDir: string): string {
  const aliases = Object.entries(FONT_FAMILIES)
    .map(([generic, family]) => `  <alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`)
    .join('\n');
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- Written by tests/visual/renderer.ts: the pinned renderer's only font configuration. -->
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${cacheDir}</cachedir>
  <!-- The faces of Debian's fonts-dejavu-core and their obliques; no condensed, light or maths faces. -->
  <selectfont><rejectfont><glob>*Condensed*</glob><glob>*ExtraLight*</glob><glob>*MathTeXGyre*</glob></rejectfont></selectfont>
${aliases}
  <!-- Grey-scale anti-aliasing with slight hinting, stated rather than left to defaults. -->
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`;
}

/** Writes `file` atomically, so that parallel workers never see half a file. */
function writeAtomically(file: string, contents: Buffer | string, mode = 0o644): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, contents, {mode});
  fs.renameSync(partial, file);
}

/** Writes `file` only if it is missing. */
function writeOnce(file: string, contents: () => Buffer | string, mode = 0o644): void {
  if (!fs.existsSync(file)) writeAtomically(file, contents(), mode);
}

/**
 * Writes `file` unless it already holds `contents`. The font configuration names absolute paths:
 * a cache that came along with a copied or moved node_modules must not point at the old checkout.
 */
function writeIfChanged(file: string, contents: string): void {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== contents) writeAtomically(file, contents);
}

export type PinnedRenderer = {version: string; fonts: string; launchOptions: LaunchOptions};

/** Whether the pinned renderer runs here: the package carries a Linux x64 build only. */
export const pinnedRendererRuns = (): boolean => process.platform === 'linux' && process.arch === 'x64';

/** Unpacks the pinned renderer if needed and says how to launch it; throws where it does not run. */
export function pinnedRenderer(): PinnedRenderer {
  if (!pinnedRendererRuns()) {
    throw new Error(
      `The screenshot baselines are drawn by the Chromium build inside @sparticuz/chromium, which exists for Linux x64 only (this is ${process.platform} ${process.arch}). ` +
        'Run the screenshot tests on a Linux x64 machine (CI does); every other suite runs on any system.',
    );
  }
  const chromiumDir = packageDir('@sparticuz/chromium');
  const version = (JSON.parse(fs.readFileSync(path.join(chromiumDir, 'package.json'), 'utf8')) as {version: string}).version;
  const fontsDir = path.join(packageDir('dejavu-fonts-ttf'), 'ttf');
  const fontsVersion = (JSON.parse(fs.readFileSync(path.join(fontsDir, '..', 'package.json'), 'utf8')) as {version: string}).version;
  const root = path.resolve(__dirname, '../..');
  const cache = path.join(root, 'node_modules/.cache/pinned-renderer', `${version}-dejavu-${fontsVersion}`);
  fs.mkdirSync(path.join(cache, 'fontconfig'), {recursive: true});

  const executablePath = path.join(cache, 'chromium');
  writeOnce(executablePath, () => zlib.brotliDecompressSync(fs.readFileSync(path.join(chromiumDir, 'bin/chromium.br'))), 0o755);
  const conf = path.join(cache, 'fonts.conf');
  writeIfChanged(conf, fontsConf(fontsDir, path.join(cache, 'fontconfig')));

  return {
    version: `@sparticuz/chromium ${version}`,
    fonts: `dejavu-fonts-ttf ${fontsVersion}`,
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
      env: {...process.env, FONTCONFIG_FILE: conf, FONTCONFIG_PATH: path.dirname(conf)} as Record<string, string>,
    },
  };
}
