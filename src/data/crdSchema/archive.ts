// The files the site published under /schemas/<release>/ for the releases before the one it
// documents: the schemas and the release facts for tools (cascades.json, chart-values.json), kept in
// src/data/release/archive/<release>/ exactly as they were served. `npm run sync:release` writes a
// release's folder when it replaces that release with a newer one (scripts/syncRelease/archive.ts);
// the build publishes every folder as it is (published.ts), so a URL that an editor, a CI job or
// an assistant pinned keeps answering with the same content. Nothing here is edited by hand.
import fs from 'node:fs';
import path from 'node:path';
import {relativeFilesUnder} from '../../../lib/files';
import {repoRoot} from '../../../lib/root';
import type {SchemaCatalogEntry} from './published';
import {SCHEMAS_FOLDER, type SchemaFolder} from './urls';

export const ARCHIVE_DIR = path.join(repoRoot, 'src/data/release/archive');

/** A file the site serves, by its path on the site, with its text. */
export type PublishedFile = {readonly path: string; readonly text: string};

export type ArchivedRelease = {
  readonly release: SchemaFolder;
  /** Every file of the release's folder. */
  readonly files: readonly PublishedFile[];
  /** Its schemas, as the catalog lists them. */
  readonly schemas: SchemaCatalogEntry[];
};

const RELEASE_FOLDER = /^v(\d+)\.(\d+)\.(\d+)$/;

/** Orders release versions (`5.10.0` after `5.9.0`); with or without the leading v. */
export function compareReleases(a: string, b: string): number {
  const parts = (version: string) => {
    const match = RELEASE_FOLDER.exec(version.startsWith('v') ? version : `v${version}`);
    if (!match) throw new Error(`"${version}" is not a release such as 5.8.0`);
    return match.slice(1).map(Number);
  };
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The catalog entry of an archived schema file, from the file itself: its title is the kind, its $id the URL. */
function entryOf(file: PublishedFile): SchemaCatalogEntry {
  const schema = JSON.parse(file.text) as {title: string; $id: string; properties: {apiVersion: {const: string}}};
  const apiVersion = schema.properties.apiVersion.const;
  const [group, version] = apiVersion.split('/');
  return {kind: schema.title, apiVersion, group, version, path: file.path, url: schema.$id};
}

/** The archived releases, newest first. */
export function archivedReleases(dir: string = ARCHIVE_DIR): ArchivedRelease[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .map((entry) => {
      if (!entry.isDirectory() || !RELEASE_FOLDER.test(entry.name)) throw new Error(`${path.join(dir, entry.name)}: the archive holds only release folders (v5.8.0)`);
      const folder = path.join(dir, entry.name);
      const files = relativeFilesUnder(folder).map((file) => ({path: `/${SCHEMAS_FOLDER}/${entry.name}/${file}`, text: fs.readFileSync(path.join(folder, file), 'utf8')}));
      // A schema lies in its API group's folder; the release facts lie at the top.
      const schemas = files.filter((file) => file.path.split('/').length > 4).map(entryOf);
      return {release: entry.name, files, schemas};
    })
    .sort((a, b) => compareReleases(b.release, a.release));
}
