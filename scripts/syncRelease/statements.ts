// What a person must re-read after the sync: the docs state some things of one particular release
// ("API keys do not work in 5.8.0"), written as they are, since the build cannot know whether the
// next release changed them. The sync lists them: every caution (an admonition or a heading) that
// names a release older than the synced one, and every other sentence, chart value description or
// CRD field description that names the release the sync replaced.
import fs from 'node:fs';
import path from 'node:path';
import {relativeFilesUnder} from '../../lib/files';
import {compareReleases} from '../../src/data/crdSchema/archive';

export type ReleaseStatement = {file: string; line: number; text: string; caution: boolean};

const VERSION = /\bv?(\d+\.\d+\.\d+)\b/g;

/**
 * The secureCodeBox releases a line names: any version after "release" or "secureCodeBox", and
 * versions of the major release line of `near` (tools such as Helm or Task have versions of their own).
 */
function releasesNamed(line: string, near: string): string[] {
  const major = near.split('.')[0];
  return [...line.matchAll(VERSION)]
    .filter((m) => m[1].split('.')[0] === major || /\b(release|secureCodeBox)\s+$/i.test(line.slice(0, m.index)))
    .map((m) => m[1]);
}

/** The prose lines of a doc page with their numbers: no code blocks, no source comments. */
function proseLines(text: string): {line: number; text: string; caution: boolean}[] {
  const out: {line: number; text: string; caution: boolean}[] = [];
  let fence: string | undefined;
  let comment = false;
  let admonition = 0;
  text.split('\n').forEach((line, i) => {
    const trimmed = line.trim();
    const marker = /^(`{3,}|~{3,})/.exec(trimmed)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && trimmed === marker) fence = undefined;
      return;
    }
    if (marker) return void (fence = marker);
    if (comment || trimmed.startsWith('{/*') || trimmed.startsWith('<!--')) {
      comment = !(trimmed.endsWith('*/}') || trimmed.endsWith('-->'));
      return;
    }
    if (/^:{3,}[a-z]+/.test(trimmed)) admonition += 1;
    const caution = admonition > 0 || /^#{2,6} /.test(trimmed);
    if (/^:{3,}$/.test(trimmed)) admonition = Math.max(0, admonition - 1);
    out.push({line: i + 1, text: trimmed, caution});
  });
  return out;
}

/**
 * The statements to re-check after syncing `synced` over `replaced`, in the docs and in our
 * descriptions of chart values and CRD fields (files under `root`).
 */
export function releaseStatements(root: string, synced: string, replaced?: string): ReleaseStatement[] {
  const statements: ReleaseStatement[] = [];
  const check = (file: string, line: number, text: string, caution: boolean) => {
    const named = releasesNamed(text, synced);
    const older = named.some((version) => compareReleases(version, synced) < 0);
    if ((caution && older) || (replaced !== undefined && named.includes(replaced))) statements.push({file, line, text, caution});
  };
  for (const file of relativeFilesUnder(path.join(root, 'docs')).filter((f) => /\.mdx?$/.test(f))) {
    for (const {line, text, caution} of proseLines(fs.readFileSync(path.join(root, 'docs', file), 'utf8'))) check(`docs/${file}`, line, text, caution);
  }
  for (const folder of ['src/data/chartValues', 'src/data/crdDescriptions']) {
    for (const file of relativeFilesUnder(path.join(root, folder), '.ts')) {
      fs.readFileSync(path.join(root, folder, file), 'utf8')
        .split('\n')
        .forEach((text, i) => {
          if (!text.trim().startsWith('//')) check(`${folder}/${file}`, i + 1, text.trim(), false);
        });
    }
  }
  return statements;
}
