import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, recursively, as a path relative to it with forward slashes; each folder's
 * entries in `localeCompare` order, a folder's files where the folder sorts. Only names ending with
 * `extension` when one is given. None when `dir` does not exist.
 */
export function relativeFilesUnder(dir: string, extension = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const walk = (folder: string, prefix: string): string[] =>
    fs
      .readdirSync(folder, {withFileTypes: true})
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(folder, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`]));
  return walk(dir, '').filter((file) => file.endsWith(extension));
}

/** The same files as full paths. */
export function filesUnder(dir: string, extension = ''): string[] {
  return relativeFilesUnder(dir, extension).map((file) => path.join(dir, file));
}
