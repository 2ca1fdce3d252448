// The JSON Schemas the site publishes under /schemas/ for editors and CI (src/plugins/manifestSchemas
// writes them at build time): the manifest schemas the scan builder validates with (jsonSchema.ts),
// with an absolute $id and our words on every field (src/data/crdDescriptions), one file per kind
// and version. The files are laid out as the community CRDs catalog lays out its own,
// {group}/{kind in lower case}_{version}.json, the path kubeconform's -schema-location template
// and yaml-language-server's CRD store both build from a manifest's apiVersion and kind.
import {getKind} from '../crds';
import {release} from '../release/generated/release';
import {crdSchemas} from '../release/generated/crds';
import type {CrdSchema} from '../release/types';
import {siteUrl} from '../site';
import {manifestSchema, type JsonSchema} from './jsonSchema';

/** Draft-07: the newest draft that Ajv, yaml-language-server and kubeconform all read. */
export const SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/** The folder of the build (and of the URL) that holds the schemas. */
export const SCHEMAS_FOLDER = 'schemas';

/** The release the site documents, as the schema folders name it (`v5.8.0`). */
export const schemaRelease = `v${release.version}`;

/** The folder that always holds the schemas of the release the site documents. */
export const LATEST = 'latest';

/** A folder of schemas: a release (`v5.8.0`) or `latest`. */
export type SchemaFolder = string;

function crdOf(kind: string): CrdSchema {
  const crd = crdSchemas.find((schema) => schema.kind === kind);
  if (!crd) throw new Error(`No CRD of secureCodeBox ${release.version} has the kind "${kind}". Known kinds: ${crdSchemas.map((schema) => schema.kind).join(', ')}`);
  return crd;
}

/** The path of the schema of `kind` on the site, e.g. `/schemas/v5.8.0/execution.securecodebox.io/scan_v1.json`. */
export function schemaPath(kind: string, folder: SchemaFolder = schemaRelease): string {
  const crd = crdOf(kind);
  return `/${SCHEMAS_FOLDER}/${folder}/${crd.group}/${crd.kind.toLowerCase()}_${crd.version}.json`;
}

/** The absolute URL of the schema of `kind`, as editors and CI fetch it. */
export const schemaUrl = (kind: string, folder: SchemaFolder = schemaRelease): string => `${siteUrl}${schemaPath(kind, folder)}`;

/** The comment that tells the YAML language server (VS Code, Neovim, JetBrains …) which schema a file follows. */
export const schemaModeline = (kind: string, folder: SchemaFolder = schemaRelease): string => `# yaml-language-server: $schema=${schemaUrl(kind, folder)}`;

/**
 * kubeconform's -schema-location for the folder: a Go template that kubeconform fills with the
 * group, the lower-cased kind and the version of each manifest's apiVersion and kind.
 */
export const kubeconformSchemaLocation = (folder: SchemaFolder = schemaRelease): string =>
  `${siteUrl}/${SCHEMAS_FOLDER}/${folder}/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json`;

/**
 * The published schema of `kind`: the scan builder's manifest schema with a $schema, the $id of the
 * release's copy (the `latest` copy is the same file), a description of the kind and of every
 * field of its spec. The MCP server validates with this very schema.
 */
export function publishedSchema(kind: string): JsonSchema {
  const crd = crdOf(kind);
  const words = getKind(kind);
  const descriptions = new Map(words.spec.map((field) => [field.path, field.description]));
  return {
    $schema: SCHEMA_DIALECT,
    $id: schemaUrl(kind),
    description: `${words.summary} A whole ${kind} manifest (${words.apiVersion}) as secureCodeBox ${release.version} defines it; a field the CRD does not define is an error.`,
    ...manifestSchema(crd, (path) => descriptions.get(path)),
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
  releases: {release: SchemaFolder; schemas: SchemaCatalogEntry[]}[];
};

export function schemaCatalog(): SchemaCatalog {
  return {
    description: `JSON Schemas (draft-07) of the secureCodeBox custom resources, one per kind and version, for editors (yaml-language-server) and CI (kubeconform). ${LATEST}/ holds the same files as the newest release.`,
    aliases: {[LATEST]: schemaRelease},
    kubeconformSchemaLocation: {[schemaRelease]: kubeconformSchemaLocation(schemaRelease), [LATEST]: kubeconformSchemaLocation(LATEST)},
    releases: [
      {
        release: schemaRelease,
        schemas: crdSchemas.map((crd) => ({
          kind: crd.kind,
          apiVersion: `${crd.group}/${crd.version}`,
          group: crd.group,
          version: crd.version,
          path: schemaPath(crd.kind),
          url: schemaUrl(crd.kind),
        })),
      },
    ],
  };
}

/** Every file under /schemas/, by its path on the site, with its text. */
export function schemaFiles(): {path: string; text: string}[] {
  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  const schemas = crdSchemas.flatMap((crd) => {
    const text = json(publishedSchema(crd.kind));
    return [schemaRelease, LATEST].map((folder) => ({path: schemaPath(crd.kind, folder), text}));
  });
  return [...schemas, {path: `/${SCHEMAS_FOLDER}/index.json`, text: json(schemaCatalog())}];
}
