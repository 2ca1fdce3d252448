// The shape of the release facts that `npm run sync:release` reads from a secureCodeBox
// checkout and writes to src/data/release/generated/. Only facts live there (names,
// versions, images, keys, types, defaults, schemas); every sentence about them is
// written in src/data/chartValues/.

export type JsonValue = null | boolean | number | string | readonly JsonValue[] | {readonly [key: string]: JsonValue};

/** The YAML type of a default in values.yaml. A `null` default says nothing about the type the chart expects. */
export type ValueType = 'string' | 'integer' | 'number' | 'boolean' | 'list' | 'object' | 'null';

/**
 * One key of a chart's values.yaml. Keys are the leaves of the file: scalars, lists and
 * empty maps. A map with entries is not a key of its own; its entries are.
 */
export type ChartValue = {
  /** Dotted path, e.g. `scanner.securityContext.capabilities.drop`. */
  readonly key: string;
  readonly type: ValueType;
  readonly default: JsonValue;
  /** No template of the chart reads the key or any map above it, so setting it changes nothing. */
  readonly unused?: true;
  /**
   * The chart's workloads (indexes into ChartFacts.workloads) whose templates read the key, when
   * that is some but not all of them; absent when all or none do.
   */
  readonly readBy?: readonly number[];
};

/** A resource of a chart that runs containers (ScanType, ParseDefinition, hook, Job, Deployment …). */
export type ChartWorkload = {
  readonly kind: string;
  /** The name after a default installation; `<release>` stands for the Helm release name. */
  readonly name: string;
};

/** Where the default tag of an image comes from when values.yaml leaves the tag empty. */
export type ImageTagSource = 'appVersion' | 'chartVersion' | 'values';

export type ChartImage = {
  /** The values prefix holding `repository` and `tag`, e.g. `scanner.image`. */
  readonly values: string;
  readonly repository: string;
  /** The tag a default installation pulls. */
  readonly tag: string;
  readonly tagFrom: ImageTagSource;
};

export type ChartResourceKind = 'ScanType' | 'ParseDefinition' | 'CascadingRule' | 'ScanCompletionHook';

export type ChartResource = {
  readonly kind: ChartResourceKind;
  /** The name a default installation creates. */
  readonly name: string;
  /** A values key whose value is appended to the name (`scanner.nameAppend`). */
  readonly nameSuffixFrom?: string;
  /**
   * The name comes from the Helm release: the release name when it contains `name`,
   * otherwise `<release>-<name>`; `fullnameOverride` replaces both.
   */
  readonly namedAfterRelease?: true;
  /** Values keys that must all be true for the template to create the resource. */
  readonly when?: readonly string[];
};

export type ChartKind = 'scanner' | 'hook' | 'operator' | 'auto-discovery';

export type ChartSummary = {
  readonly name: string;
  readonly kind: ChartKind;
  /** Folder in the secureCodeBox repository, e.g. `scanners/nmap`. */
  readonly path: string;
  /** The published chart version: the release workflow packages every chart with the release version. */
  readonly version: string;
  readonly appVersion?: string;
  /** The `supported-platforms` annotation of Chart.yaml. */
  readonly platforms?: readonly string[];
  readonly images: readonly ChartImage[];
  readonly resources: readonly ChartResource[];
};

/** The facts prose quotes (see ChartFact): a chart's versions and images. */
export type ChartVersions = Pick<ChartSummary, 'name' | 'version' | 'appVersion' | 'images'>;

export type ChartFacts = ChartSummary & {
  /** The resources that run containers, in template order; ChartValue.readBy points into this list. */
  readonly workloads?: readonly ChartWorkload[];
  readonly values: readonly ChartValue[];
};

/** The ScanTypes each scanner chart creates (by chart name), those it always creates first. */
export type ChartScanTypes = {readonly [chart: string]: readonly {readonly name: string; readonly when?: readonly string[]}[]};

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

/** One property of a CRD's OpenAPI schema, flattened. */
export type SchemaField = {
  /** Dotted path below spec or status; `[]` marks the elements of an array. */
  readonly path: string;
  /** Absent for x-kubernetes-int-or-string fields, which have no single type. */
  readonly type?: SchemaType;
  readonly required: boolean;
  readonly default?: JsonValue;
  readonly enum?: readonly JsonValue[];
  /** For arrays, the type of the elements. */
  readonly items?: SchemaType;
  /** An object whose keys are free (additionalProperties); the type of its values. */
  readonly mapOf?: SchemaType | 'int-or-string' | 'any';
  readonly intOrString?: true;
  /** A Kubernetes built-in type (Volume, Affinity, Job …); its inner fields are not listed. */
  readonly kubernetes?: true;
  /** The type the operator's Go API declares (`*int32`, `[][]*HookStatus`, `*corev1.Affinity`); the schema only knows the JSON type. */
  readonly goType: string;
};

/**
 * A node of a CRD's OpenAPI v3 schema as the release defines it (the storage version's
 * `openAPIV3Schema`), without its descriptions: what the API server validates and prunes with.
 * The Kubernetes extensions keep their names; src/data/crdSchema/strict.ts reads them.
 */
export type OpenApiSchema = {
  readonly type?: SchemaType;
  readonly format?: string;
  readonly properties?: {readonly [name: string]: OpenApiSchema};
  readonly additionalProperties?: OpenApiSchema | boolean;
  readonly items?: OpenApiSchema;
  readonly required?: readonly string[];
  readonly enum?: readonly JsonValue[];
  readonly default?: JsonValue;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: boolean;
  readonly exclusiveMaximum?: boolean;
  readonly multipleOf?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly nullable?: boolean;
  readonly anyOf?: readonly OpenApiSchema[];
  readonly allOf?: readonly OpenApiSchema[];
  readonly oneOf?: readonly OpenApiSchema[];
  readonly not?: OpenApiSchema;
  readonly 'x-kubernetes-int-or-string'?: boolean;
  readonly 'x-kubernetes-preserve-unknown-fields'?: boolean;
  readonly 'x-kubernetes-embedded-resource'?: boolean;
  readonly 'x-kubernetes-list-type'?: 'atomic' | 'set' | 'map';
  readonly 'x-kubernetes-list-map-keys'?: readonly string[];
  readonly 'x-kubernetes-map-type'?: 'atomic' | 'granular';
  /** CEL rules (their messages are upstream prose and are dropped). */
  readonly 'x-kubernetes-validations'?: readonly {readonly rule: string}[];
};

export type CrdSchema = {
  readonly kind: string;
  readonly group: string;
  readonly version: string;
  readonly plural: string;
  readonly scope: 'Namespaced' | 'Cluster';
  readonly spec: readonly SchemaField[];
  readonly status: readonly SchemaField[];
};

/**
 * A CascadingRule a scanner chart ships in `cascading-rules/`. The chart installs it only
 * when every key in `when` is true (`cascadingRules.enabled`, false by default).
 */
export type CascadingRuleFacts = {
  readonly name: string;
  /** The scanner chart that ships the rule. */
  readonly chart: string;
  readonly when: readonly string[];
  readonly labels: {readonly [label: string]: string};
  /** `spec.matches.anyOf`: a finding starts a scan when it matches any one entry. */
  readonly anyOf: readonly {readonly [field: string]: JsonValue}[];
  /** `spec.scanSpec` as written, `{{…}}` templates included. */
  readonly scanSpec: {readonly scanType: string; readonly parameters?: readonly string[]; readonly [field: string]: JsonValue | undefined};
  /** The other fields of `spec` (scanLabels, scanAnnotations), when a rule has any. */
  readonly otherSpec?: {readonly [field: string]: JsonValue};
};

export type CascadingRuleLabels = Pick<CascadingRuleFacts, 'name' | 'chart' | 'labels'>;

/** The finding categories a scanner's parser writes as literals (`category: "Open Port"`). */
export type ParserCategories = {readonly [chart: string]: readonly string[]};

export type ReleaseFacts = {
  /** The secureCodeBox release, without the leading v. */
  readonly version: string;
  /** The released charts; src/data/release/generated/charts/ has the facts of each. */
  readonly charts: readonly Pick<ChartSummary, 'name' | 'kind' | 'path' | 'appVersion' | 'platforms'>[];
};
