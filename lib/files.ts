// Listing and writing the files of a folder, for the build plugins, scripts and tests.
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` ending with `extension`, relative to it with forward slashes, sorted. */
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

export function writeFilesUnder(dir: string, files: Iterable<{path: string; text: string}>): void {
  for (const file of files) {
    const target = path.join(dir, file.path);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.text);
  }
}
