// The JSON Schemas the site publishes under /schemas/ for editors and CI (src/plugins/manifestSchemas
// writes them at build time): the manifest schemas the scan builder validates with (jsonSchema.ts),
// with an absolute $id and our words on every field (src/data/crdDescriptions), one file per kind
// and version, where urls.ts says.
import {getKind} from '../crds';
import {release} from '../release/generated/release';
import {crdSchemas} from '../release/generated/crds';
import type {CrdSchema} from '../release/types';
import {manifestSchema, type JsonSchema} from './jsonSchema';
import {LATEST, modelineOf, SCHEMAS_FOLDER, schemaPathOf, schemaRelease, schemaUrlOf, kubeconformSchemaLocation, type SchemaFolder} from './urls';

// The layout (urls.ts) is part of what this module publishes; tools that read the files import it from here.
export {kubeconformSchemaLocation, LATEST, SCHEMAS_FOLDER, schemaRelease, type SchemaFolder};

/** Draft-07: what Ajv's default class (the builder's validators), yaml-language-server, kubeconform and most editors' JSON Schema support all read. */
export const SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

function crdOf(kind: string): CrdSchema {
  const crd = crdSchemas.find((schema) => schema.kind === kind);
  if (!crd) throw new Error(`No CRD of secureCodeBox ${release.version} has the kind "${kind}". Known kinds: ${crdSchemas.map((schema) => schema.kind).join(', ')}`);
  return crd;
}

/** The path of the schema of `kind` on the site, e.g. `/schemas/v5.8.0/execution.securecodebox.io/scan_v1.json`. */
export const schemaPath = (kind: string, folder: SchemaFolder = schemaRelease): string => schemaPathOf(crdOf(kind), folder);

/** The absolute URL of the schema of `kind`. */
export const schemaUrl = (kind: string, folder: SchemaFolder = schemaRelease): string => schemaUrlOf(crdOf(kind), folder);

/** The YAML language server's modeline for a manifest of `kind`. */
export const schemaModeline = (kind: string, folder: SchemaFolder = schemaRelease): string => modelineOf(crdOf(kind), folder);

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

/** The schema of every kind in each folder, and the catalog: by path on the site, with the text. */
export function schemaFiles(): {path: string; text: string}[] {
  const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
  const schemas = crdSchemas.flatMap((crd) => {
    const text = json(publishedSchema(crd.kind));
    return [schemaRelease, LATEST].map((folder) => ({path: schemaPath(crd.kind, folder), text}));
  });
  return [...schemas, {path: `/${SCHEMAS_FOLDER}/index.json`, text: json(schemaCatalog())}];
}
