// When the sync replaces the release the site documents with a newer one, the files the site
// published for the replaced release (its schemas and its facts for tools) are kept, byte for byte,
// in the archive (src/data/crdSchema/archive.ts), from which every later build publishes them.
import fs from 'node:fs';
import path from 'node:path';
import {compareReleases} from '../../src/data/crdSchema/archive';
import {documentedRelease, releaseFolder, releaseSchemaFiles} from '../../src/data/crdSchema/published';
import {SCHEMAS_FOLDER} from '../../src/data/crdSchema/urls';
import {factsFiles} from '../../src/plugins/releaseFactsForTools';

/**
 * Writes the published files of the release the site documents now into `archiveDir`/v<release>/,
 * when `newVersion` replaces it. Nothing for the same release; an older one is refused, since the
 * site documents the newest. Never changes a file already archived: what was published stays so.
 */
export function archiveReplacedRelease(newVersion: string, archiveDir: string): {release: string; written: string[]} | undefined {
  const current = documentedRelease.version;
  const order = compareReleases(newVersion, current);
  if (order === 0) return undefined;
  if (order < 0) throw new Error(`${newVersion} is older than ${current}, the release the site documents; the site documents the newest release`);
  const folder = releaseFolder(documentedRelease);
  const prefix = `/${SCHEMAS_FOLDER}/${folder}/`;
  const written: string[] = [];
  for (const file of [...releaseSchemaFiles(), ...factsFiles(folder)]) {
    if (!file.path.startsWith(prefix)) throw new Error(`${file.path} is not in the folder of release ${current}`);
    const target = path.join(archiveDir, folder, file.path.slice(prefix.length));
    if (fs.existsSync(target)) {
      if (fs.readFileSync(target, 'utf8') !== file.text) throw new Error(`${target} is archived with other content; an archived file never changes`);
      continue;
    }
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, file.text);
    written.push(target);
  }
  return {release: current, written};
}
