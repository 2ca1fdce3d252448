// Checks a manifest of the builder against the release's CRD schema (the standalone validators
// Ajv compiled at generation time) and says which form field each problem belongs to.
import type {ErrorObject, ValidateFunction} from 'ajv';
import * as validators from './validators.generated.js';
import type {BuilderKind, BuilderState} from './manifest';

export type FieldName = keyof Omit<BuilderState, 'kind' | 'repeat' | 'cascades'>;

/** The form field a manifest path is written from, for the paths the builder writes. */
const FIELD_OF_PATH: [RegExp, FieldName][] = [
  [/^\/metadata\/name$/, 'name'],
  [/^\/metadata\/namespace$/, 'namespace'],
  [/^\/spec(\/scanSpec)?\/scanType$/, 'scanType'],
  [/^\/spec(\/scanSpec)?\/parameters(\/|$)/, 'parameters'],
  [/^\/spec(\/scanSpec)?\/hookSelector(\/|$)/, 'hookSelector'],
  [/^\/spec(\/scanSpec)?\/env(\/|$)/, 'env'],
  [/^\/spec(\/scanSpec)?\/resources\/requests\/cpu$/, 'cpu'],
  [/^\/spec(\/scanSpec)?\/resources\/requests\/memory$/, 'memory'],
  [/^\/spec\/interval$/, 'interval'],
  [/^\/spec\/schedule$/, 'schedule'],
  [/^\/spec\/successfulJobsHistoryLimit$/, 'successfulJobsHistoryLimit'],
  [/^\/spec\/failedJobsHistoryLimit$/, 'failedJobsHistoryLimit'],
];

/** The path of the value an error is about: for a missing property, the property's own path. */
function pathOf(error: ErrorObject): string {
  if (error.keyword === 'required') return `${error.instancePath}/${(error.params as {missingProperty: string}).missingProperty}`;
  if (error.keyword === 'additionalProperties') return `${error.instancePath}/${(error.params as {additionalProperty: string}).additionalProperty}`;
  return error.instancePath;
}

/** The error in a reader's words. */
function messageOf(error: ErrorObject, path: string): string {
  switch (error.keyword) {
    case 'required':
      return `Required: the ${path.endsWith('/name') ? 'resource needs a name' : 'CRD requires this field'}.`;
    // A name's characters (pattern) and its length (maxLength) are one rule to the reader.
    case 'pattern':
    case 'maxLength':
      return "Use lowercase letters, digits, '-' and '.', starting and ending with a letter or digit (at most 253 characters).";
    case 'type':
      return (error.params as {type: string}).type === 'integer' ? 'Must be a whole number.' : `Must be of type ${(error.params as {type: string}).type}.`;
    case 'additionalProperties':
      return 'The CRD has no such field.';
    default:
      return `The CRD refuses this value: ${error.message ?? error.keyword}.`;
  }
}

export type Problem = {field?: FieldName; path: string; message: string};

/** Every problem the release's schema finds in the manifest; none when it is valid. */
export function problemsOf(kind: BuilderKind, manifest: unknown): Problem[] {
  const validate = (validators as Record<BuilderKind, ValidateFunction>)[kind];
  if (validate(manifest)) return [];
  const seen = new Set<string>();
  return (validate.errors ?? []).flatMap((error) => {
    const path = pathOf(error);
    const field = FIELD_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    const problem = {field, path, message: messageOf(error, path)};
    const key = `${field ?? path}:${problem.message}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [problem];
  });
}
