// What the tools read of the site, over its files (./siteFiles.ts): text, JSON parsed once while the
// server runs, and the release the site documents, as its schema catalog names it.
import {promiseCache} from '../lib/promiseCache';
import {SCHEMA_CATALOG} from '../src/data/agentResources';
import {LATEST, type SchemaCatalog, type SchemaFolder} from '../src/data/crdSchema/published';
import type {SiteFiles} from './siteFiles';

export type Site = {
  readonly files: SiteFiles;
  text(sitePath: string): Promise<string>;
  /** A JSON file, parsed once; a failed read is not kept, so the next call tries again. */
  json<T>(sitePath: string): Promise<T>;
  /** The schema catalog (/schemas/index.json). */
  catalog(): Promise<SchemaCatalog>;
  /** The folder of the release the site documents (`v5.8.0`): the one `latest` stands for. */
  release(): Promise<SchemaFolder>;
};

export function siteOf(files: SiteFiles): Site {
  const parsed = promiseCache<string, unknown>();
  const site: Site = {
    files,
    text: async (sitePath) => (await files.read(sitePath)).text(),
    json: <T>(sitePath: string) => parsed(sitePath, () => files.read(sitePath).then((response) => response.json())) as Promise<T>,
    catalog: () => site.json<SchemaCatalog>(SCHEMA_CATALOG),
    async release() {
      const folder = (await site.catalog()).aliases[LATEST];
      if (!folder) throw new Error(`the schema catalog of ${files.origin} names no release as ${LATEST}`);
      return folder;
    },
  };
  return site;
}
