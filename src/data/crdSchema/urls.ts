// Where the published JSON Schemas of the custom resources live (src/data/crdSchema/published.ts
// writes them): laid out as the community CRDs catalog lays out its own,
// /schemas/<release>/{group}/{kind in lower case}_{version}.json, the path kubeconform's
// -schema-location template and yaml-language-server's CRD store both build from a manifest's
// apiVersion and kind. Kept apart from the schemas themselves so that the scan builder can name a
// schema without carrying the CRD facts and our descriptions into the browser.
import {release} from '../release/generated/release';
import type {CrdSchema} from '../release/types';
import {siteUrl} from '../site';

/** The folder of the build (and of the URL) that holds the schemas. */
export const SCHEMAS_FOLDER = 'schemas';

/** The release the site documents, as the schema folders name it (`v5.8.0`). */
export const schemaRelease = `v${release.version}`;

/** The folder that always holds the schemas of the release the site documents. */
export const LATEST = 'latest';

/** A folder of schemas: a release (`v5.8.0`) or `latest`. */
export type SchemaFolder = string;

/** What names a schema: the resource's API group, version and kind. */
export type ResourceType = Pick<CrdSchema, 'group' | 'version' | 'kind'>;

/** The path of a resource's schema on the site, e.g. `/schemas/v5.8.0/execution.securecodebox.io/scan_v1.json`. */
export const schemaPathOf = ({group, version, kind}: ResourceType, folder: SchemaFolder = schemaRelease): string =>
  `/${SCHEMAS_FOLDER}/${folder}/${group}/${kind.toLowerCase()}_${version}.json`;

/** The absolute URL of a resource's schema, as editors and CI fetch it. */
export const schemaUrlOf = (type: ResourceType, folder: SchemaFolder = schemaRelease): string => `${siteUrl}${schemaPathOf(type, folder)}`;

/** The comment that tells the YAML language server (VS Code, Neovim, JetBrains …) which schema a file follows. */
export const modelineOf = (type: ResourceType, folder: SchemaFolder = schemaRelease): string => `# yaml-language-server: $schema=${schemaUrlOf(type, folder)}`;

/**
 * kubeconform's -schema-location for a folder: a Go template that kubeconform fills with the
 * group, the lower-cased kind and the version of each manifest's apiVersion and kind.
 */
export const kubeconformSchemaLocation = (folder: SchemaFolder = schemaRelease): string =>
  `${siteUrl}/${SCHEMAS_FOLDER}/${folder}/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json`;
