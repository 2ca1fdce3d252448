/** What we say about one field of a custom resource; the facts come from the release's CRD schema. */
export type FieldDescription = {
  /** The type as the operator's Go API declares it (`*int32`, `[]corev1.Volume`): the schema only knows the JSON type. */
  readonly type: string;
  readonly description: string;
  /** The default the operator applies when the field is unset, where the CRD itself declares none. */
  readonly operatorDefault?: string;
};

export type CrdDescriptions = {
  /** One sentence on what the resource is for. */
  readonly summary: string;
  /** By path below spec (or status); `[]` marks the elements of a list. In the order the table shows them. */
  readonly spec: Readonly<Record<string, FieldDescription>>;
  readonly status: Readonly<Record<string, FieldDescription>>;
};

/** The descriptions of another resource's fields, nested under `prefix` (a ScheduledScan's scanSpec is a Scan's spec). */
export function under(prefix: string, fields: Readonly<Record<string, FieldDescription>>): Record<string, FieldDescription> {
  return Object.fromEntries(Object.entries(fields).map(([path, description]) => [`${prefix}.${path}`, description]));
}
