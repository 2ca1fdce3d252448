// The site the MCP server reads: the static files a build writes and the site serves (Markdown
// twins, search indexes, schemas, release facts), from a build folder on this machine or over HTTP,
// each addressed by its path on the site (`/docs/scanners/nmap.md`); and what the tools read of
// them: text, JSON parsed once while the server runs, and the release the site documents.
import fs from 'node:fs/promises';
import path from 'node:path';
import {promiseCache} from '../lib/promiseCache';
import {siteUrl} from '../src/data/site';
import {SCHEMA_CATALOG} from '../src/data/agentResources';
import type {SchemaCatalog} from '../src/data/crdSchema/published';
import {LATEST, type SchemaFolder} from '../src/data/crdSchema/urls';

// A site that does not answer within this time fails the tool call instead of holding it for ever.
const FETCH_TIMEOUT_MS = 30_000;

/** The site serves no file at that path (404, or no such file in the folder). */
export class NotServed extends Error {
  constructor(readonly sitePath: string, where: string) {
    super(`${where} serves no ${sitePath}`);
  }
}

export type SiteFiles = {
  /** The folder or the site's URL, for messages. */
  readonly origin: string;
  /** The URL the site's pages are read at: the one given, or the published site for a build folder. */
  readonly pageUrl: (route: string) => string;
  /** The file the site serves at `sitePath` (from the site's root, with a leading slash). */
  read(sitePath: string): Promise<Response>;
};

/** The files of a build folder, read when asked for (a rebuild shows at the next call). */
export function folderFiles(folder: string): SiteFiles {
  const root = path.resolve(folder);
  return {
    origin: root,
    pageUrl: (route) => new URL(route, siteUrl).href,
    async read(sitePath) {
      let file: string;
      try {
        file = path.join(root, decodeURIComponent(sitePath));
      } catch {
        throw new NotServed(sitePath, root);
      }
      // A path with ../ must not read outside the build.
      if (!file.startsWith(`${root}${path.sep}`)) throw new NotServed(sitePath, root);
      try {
        return new Response(await fs.readFile(file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') throw new NotServed(sitePath, root);
        throw error;
      }
    },
  };
}

/**
 * The files of the site at `site`, fetched once each and kept in memory while the server runs. A
 * failed fetch is not kept, so the next call tries again.
 */
export function remoteFiles(site: string): SiteFiles {
  const base = new URL(site.endsWith('/') ? site : `${site}/`);
  const bodies = promiseCache<string, ArrayBuffer>();
  const fetchBody = async (sitePath: string): Promise<ArrayBuffer> => {
    const url = new URL(sitePath.replace(/^\//, ''), base);
    const response = await fetch(url, {signal: AbortSignal.timeout(FETCH_TIMEOUT_MS)});
    if (response.status === 404) throw new NotServed(sitePath, base.href);
    if (!response.ok) throw new Error(`${url.href} answered ${response.status} ${response.statusText}`);
    return response.arrayBuffer();
  };
  return {
    origin: base.href,
    pageUrl: (route) => new URL(route.replace(/^\//, ''), base).href,
    read: async (sitePath) => new Response(await bodies(sitePath, () => fetchBody(sitePath))),
  };
}

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
