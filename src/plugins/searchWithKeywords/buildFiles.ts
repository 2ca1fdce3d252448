import fs from 'node:fs';
import path from 'node:path';

/** Every file under dir (recursively) whose name ends with extension, as full paths. */
export function filesUnder(dir: string, extension: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith(extension))
    .map((file) => path.join(dir, file));
}
