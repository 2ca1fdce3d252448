/**
 * What we say about one field of a custom resource. The facts (JSON type, Go type, required,
 * default, enum) come from the release: its CRD schema and the operator's Go API.
 */
export type FieldDescription = {
  readonly description: string;
  /** The default the operator applies when the field is unset, where the CRD itself declares none. */
  readonly operatorDefault?: string;
  /** The API server accepts the field here, but nothing reads it (a CascadingRule's scanSpec.resources). */
  readonly ignored?: true;
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

/**
 * `fields` with every field at or below one of `unread`'s paths described as ignored, for the
 * reason given: where a shared type (a Scan's spec) is embedded in a resource that does not read
 * all of it.
 */
export function ignoring(fields: Readonly<Record<string, FieldDescription>>, unread: Readonly<Record<string, string>>): Record<string, FieldDescription> {
  const reasonFor = (path: string): string | undefined =>
    Object.entries(unread).find(([root]) => path === root || path.startsWith(`${root}.`) || path.startsWith(`${root}[]`))?.[1];
  for (const root of Object.keys(unread)) if (!(root in fields)) throw new Error(`ignoring(): no field ${root} to ignore`);
  return Object.fromEntries(
    Object.entries(fields).map(([path, words]) => {
      const reason = reasonFor(path);
      return [path, reason === undefined ? words : {description: `Ignored here: ${reason}`, ignored: true as const}];
    }),
  );
}
