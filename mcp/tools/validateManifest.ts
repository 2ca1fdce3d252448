// validate_manifest: every document of a YAML file checked against the JSON Schema the site publishes
// for its apiVersion and kind (src/data/crdSchema/published.ts, found through /schemas/index.json),
// each error as the path of the field with the schema's description of it.
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import yaml from 'js-yaml';
import type {JsonSchema} from '../../src/data/crdSchema/jsonSchema';
import type {SchemaCatalogEntry} from '../../src/data/crdSchema/published';
import type {Site} from '../site';
import {promiseCache} from '../../lib/promiseCache';
import {ToolError, type DocsTool} from './tool';

type Args = {yaml: string};

/** A schema node as the published files hold it: the checks plus our description. */
type DescribedSchema = JsonSchema & {description?: string};

/** A key as it is written in a field path: `spec.env`, but `labels["securecodebox.io/invasive"]`. */
const pathKey = (key: string) => (/^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** An Ajv instance path (a JSON Pointer, `/spec/parameters/0`) as a field path: `spec.parameters[0]`. */
export function fieldPath(instancePath: string, child?: string): string {
  const segments = instancePath.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) segments.push(child);
  return segments.map((segment) => (/^\d+$/.test(segment) ? `[${segment}]` : pathKey(segment))).join('').replace(/^\./, '');
}

/** One error: the field's path, what is wrong, and what the schema says the field is for. */
export function describeError(error: ErrorObject): string {
  const parent = error.parentSchema as DescribedSchema | undefined;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    const name = String(params.additionalProperty);
    const known = Object.keys(parent?.properties ?? {});
    const where = fieldPath(error.instancePath) || 'the manifest';
    return `\`${fieldPath(error.instancePath, name)}\`: ${where} has no field ${name}${known.length ? `; its fields are ${known.join(', ')}` : ''}.`;
  }
  if (error.keyword === 'required') {
    const name = String(params.missingProperty);
    const description = parent?.properties?.[name] && (parent.properties[name] as DescribedSchema).description;
    return `\`${fieldPath(error.instancePath, name)}\`: required, but missing.${description ? ` ${description}` : ''}`;
  }
  const allowed = error.keyword === 'const' ? ` ${JSON.stringify(params.allowedValue)}` : error.keyword === 'enum' ? `: ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` : '';
  return `\`${fieldPath(error.instancePath) || '(the document)'}\`: ${error.message}${allowed}.${parent?.description ? ` ${parent.description}` : ''}`;
}

/** How a document names itself in the answer: "Scan nmap-scanme". */
function documentName(document: Record<string, unknown>): string {
  const metadata = document.metadata as {name?: unknown} | undefined;
  return [document.kind, metadata?.name].filter((part) => typeof part === 'string').join(' ') || 'without kind and name';
}

export function validateManifest(site: Site): DocsTool<Args> {
  // verbose: each error carries the schema of the failing field, whose description the answer quotes.
  const ajv = new Ajv({allErrors: true, allowUnionTypes: true, verbose: true});
  const validators = promiseCache<string, ValidateFunction>();

  /** The validator of a published schema, compiled on first use. */
  const validatorOf = (entry: SchemaCatalogEntry): Promise<ValidateFunction> =>
    validators(entry.path, () => site.json<JsonSchema>(entry.path).then((schema) => ajv.compile(schema)));

  return {
    name: 'validate_manifest',
    description:
      'Check secureCodeBox manifests (Scan, ScheduledScan, ScanType, ParseDefinition, CascadingRule, ScanCompletionHook and their ' +
      'Cluster kinds) against the JSON Schemas of the release the website documents, before applying them. Every document of ' +
      'the YAML is checked; each error names the field (e.g. spec.cascades.inheritLabels) and says what the field is for. A field ' +
      'the CRD does not define is an error (the API server would drop it silently). Documents of other kinds are listed as not checked.',
    inputSchema: {
      type: 'object',
      properties: {
        yaml: {type: 'string', minLength: 1, description: 'The manifest file: one or more YAML documents separated by ---.'},
      },
      required: ['yaml'],
      additionalProperties: false,
    },
    async run({yaml: text}) {
      let documents: unknown[];
      try {
        documents = yaml.loadAll(text).filter((document) => document !== null && document !== undefined);
      } catch (error) {
        throw new ToolError(`The YAML does not parse: ${(error as Error).message}`);
      }
      if (documents.length === 0) throw new ToolError('The YAML holds no document.');
      const release = await site.release();
      const catalog = await site.catalog();
      const schemas = catalog.releases.find((entry) => entry.release === release)?.schemas ?? [];
      const groups = new Set(schemas.map((schema) => schema.group));

      const reports = await Promise.all(
        documents.map(async (document, i): Promise<{failed: boolean; text: string}> => {
          const label = `Document ${i + 1}`;
          if (typeof document !== 'object' || Array.isArray(document)) {
            return {failed: true, text: `${label}: not a Kubernetes object (a mapping with apiVersion, kind, metadata and spec).`};
          }
          const manifest = document as Record<string, unknown>;
          const {apiVersion, kind} = manifest;
          const group = typeof apiVersion === 'string' ? apiVersion.split('/')[0] : undefined;
          const entry = schemas.find((schema) => schema.apiVersion === apiVersion && schema.kind === kind);
          if (!entry) {
            if (group === undefined || !groups.has(group)) {
              return {failed: false, text: `${label}, ${documentName(manifest)}: not a secureCodeBox resource (apiVersion ${String(apiVersion)}), not checked.`};
            }
            const versions = schemas.filter((schema) => schema.kind === kind).map((schema) => schema.apiVersion);
            const kinds = schemas.map((schema) => `${schema.kind} (${schema.apiVersion})`).join(', ');
            const problem = versions.length
              ? `secureCodeBox ${release} defines ${String(kind)} in ${versions.join(', ')}, not in ${String(apiVersion)}.`
              : `secureCodeBox ${release} has no ${String(kind)} in ${String(apiVersion)}. Its kinds: ${kinds}.`;
            return {failed: true, text: `${label}, ${documentName(manifest)}: ${problem}`};
          }
          const validate = await validatorOf(entry);
          if (validate(manifest)) return {failed: false, text: `${label}, ${documentName(manifest)}: valid (${site.files.pageUrl(entry.path)}).`};
          const errors = (validate.errors ?? []).map((error) => `- ${describeError(error)}`);
          const heading = `${label}, ${documentName(manifest)}: ${errors.length} ${errors.length === 1 ? 'error' : 'errors'} against ${site.files.pageUrl(entry.path)}:`;
          return {failed: true, text: [heading, ...errors].join('\n')};
        }),
      );
      const failing = reports.filter((report) => report.failed).length;
      const count = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;
      const summary =
        failing === 0
          ? `No errors in ${count(documents.length)} (secureCodeBox ${release}).`
          : `${failing} of ${count(documents.length)} ${failing === 1 ? 'has' : 'have'} errors (secureCodeBox ${release}).`;
      return [summary, ...reports.map((report) => report.text)].join('\n\n');
    },
  };
}
