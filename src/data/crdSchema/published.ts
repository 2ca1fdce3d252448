// The JSON Schemas the site publishes under /schemas/ for editors and CI (src/plugins/manifestSchemas
// writes them at build time): the release's own CRD schemas, closed as the API server closes them
// (strict.ts), with an absolute $id and our words on every field of the spec (src/data/crdDescriptions),
// one file per kind and version, where urls.ts says; beside them the files of every earlier release,
// as they were published (archive.ts), so that a URL once published keeps its content.
import {getKind} from '../crds';
import {release} from '../release/generated/release';
import {crdSchemas} from '../release/generated/crds';
import {openApiSchemas} from '../release/generated/openapi';
import type {CrdSchema, OpenApiSchema} from '../release/types';
import type {JsonSchema} from './jsonSchema';
import {archivedReleases, type ArchivedRelease, type PublishedFile} from './archive';
import {strictManifestSchema} from './strict';
import {LATEST, modelineOf, SCHEMAS_FOLDER, schemaPathOf, schemaRelease, schemaUrlOf, kubeconformSchemaLocation, type SchemaFolder} from './urls';

// The layout (urls.ts) is part of what this module publishes; tools that read the files import it from here.
export {kubeconformSchemaLocation, LATEST, SCHEMAS_FOLDER, schemaRelease, type SchemaFolder};

/** Draft-07: what Ajv's default class (the builder's validators), yaml-language-server, kubeconform and most editors' JSON Schema support all read. */
export const SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/** What the schemas of a release are made of: its version and its CRDs, flattened and whole. */
export type SchemaSource = {
  readonly version: string;
  readonly crds: readonly CrdSchema[];
  readonly openApi: Readonly<Record<string, OpenApiSchema>>;
};

/** The release the site documents, from src/data/release/generated/. */
export const documentedRelease: SchemaSource = {version: release.version, crds: crdSchemas, openApi: openApiSchemas};

/** The folder of a release's files: `v5.8.0`. */
export const releaseFolder = (source: Pick<SchemaSource, 'version'>): SchemaFolder => `v${source.version}`;

function crdOf(kind: string, source: SchemaSource = documentedRelease): CrdSchema {
  const crd = source.crds.find((schema) => schema.kind === kind);
  if (!crd) throw new Error(`No CRD of secureCodeBox ${source.version} has the kind "${kind}". Known kinds: ${source.crds.map((schema) => schema.kind).join(', ')}`);
  return crd;
}

/** The path of the schema of `kind` on the site, e.g. `/schemas/v5.8.0/execution.securecodebox.io/scan_v1.json`. */
export const schemaPath = (kind: string, folder: SchemaFolder = schemaRelease): string => schemaPathOf(crdOf(kind), folder);

/** The absolute URL of the schema of `kind`. */
export const schemaUrl = (kind: string, folder: SchemaFolder = schemaRelease): string => schemaUrlOf(crdOf(kind), folder);

/** The YAML language server's modeline for a manifest of `kind`. */
export const schemaModeline = (kind: string, folder: SchemaFolder = schemaRelease): string => modelineOf(crdOf(kind), folder);

/**
 * The published schema of `kind`: the release's CRD schema closed as kubectl's strict field
 * validation closes it, with a $schema, the $id of the release's copy (the `latest` copy is the same
 * file), a description of the kind and of every field of its spec. The MCP server validates with
 * this very schema; the scan builder keeps its smaller one (jsonSchema.ts), which checks our fields alike.
 */
export function publishedSchema(kind: string, source: SchemaSource = documentedRelease): JsonSchema {
  const crd = crdOf(kind, source);
  const openApi = source.openApi[kind];
  if (!openApi) throw new Error(`The facts of secureCodeBox ${source.version} have no OpenAPI schema of ${kind} (run the sync)`);
  const words = getKind(kind);
  const descriptions = new Map(words.spec.map((field) => [field.path, field.description]));
  return {
    $schema: SCHEMA_DIALECT,
    $id: schemaUrlOf(crd, releaseFolder(source)),
    description: `${words.summary} A whole ${kind} manifest (${words.apiVersion}) as secureCodeBox ${source.version} defines it; a field the CRD does not define is an error, as for kubectl.`,
    ...strictManifestSchema(crd, openApi, (path) => descriptions.get(path)),
  };
}

export type SchemaCatalogEntry = {kind: string; apiVersion: string; group: string; version: string; path: string; url: string};

/** /schemas/index.json: the releases the site publishes schemas of, and where each kind's schema is. */
export type SchemaCatalog = {
  description: string;
  /** The folder each alias stands for. */
  aliases: Record<SchemaFolder, SchemaFolder>;
  /** kubeconform's -schema-location, per release folder. */
  kubeconformSchemaLocation: Record<SchemaFolder, string>;
  /** The release the site documents first, then the earlier ones, newest first. */
  releases: {release: SchemaFolder; schemas: SchemaCatalogEntry[]}[];
};

const entryOf = (crd: CrdSchema, folder: SchemaFolder): SchemaCatalogEntry => ({
  kind: crd.kind,
  apiVersion: `${crd.group}/${crd.version}`,
  group: crd.group,
  version: crd.version,
  path: schemaPathOf(crd, folder),
  url: schemaUrlOf(crd, folder),
});

export function schemaCatalog(source: SchemaSource = documentedRelease, archived: readonly ArchivedRelease[] = archivedReleases()): SchemaCatalog {
  const current = releaseFolder(source);
  const releases = [{release: current, schemas: source.crds.map((crd) => entryOf(crd, current))}, ...archived.map(({release: folder, schemas}) => ({release: folder, schemas}))];
  return {
    description: `JSON Schemas (draft-07) of the secureCodeBox custom resources, one per kind and version, for editors (yaml-language-server) and CI (kubeconform). ${LATEST}/ holds the same files as the newest release; every release keeps its folder.`,
    aliases: {[LATEST]: current},
    kubeconformSchemaLocation: Object.fromEntries([...releases.map((r) => r.release), LATEST].map((folder) => [folder, kubeconformSchemaLocation(folder)])),
    releases,
  };
}

// Without indentation, which would make the CRD schemas several times larger: tools read them, people read the pages.
const json = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** The schema of every kind of a release, in its own folder (or `folder`), by path on the site with the text. */
export function releaseSchemaFiles(source: SchemaSource = documentedRelease, folder: SchemaFolder = releaseFolder(source)): PublishedFile[] {
  return source.crds.map((crd) => ({path: schemaPathOf(crd, folder), text: json(publishedSchema(crd.kind, source))}));
}

/**
 * Everything manifestSchemas publishes under /schemas/: the schemas of the documented release in its
 * folder and in `latest`, every file of the earlier releases as they were published, and the catalog.
 */
export function schemaFiles(source: SchemaSource = documentedRelease, archived: readonly ArchivedRelease[] = archivedReleases()): PublishedFile[] {
  const current = releaseFolder(source);
  const clash = archived.find((r) => r.release === current);
  if (clash) throw new Error(`The archive holds ${current}, the release the site documents: only releases the sync replaced belong there`);
  return [
    ...releaseSchemaFiles(source),
    ...releaseSchemaFiles(source, LATEST),
    ...archived.flatMap((r) => r.files),
    {path: `/${SCHEMAS_FOLDER}/index.json`, text: json(schemaCatalog(source, archived))},
  ];
}
