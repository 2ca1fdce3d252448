// The typed CRD model in src/data/crds.ts carries our descriptions; its facts (field names,
// types, required fields, defaults, enums) must be those of the CRD schemas of the release,
// which `npm run sync:release` reads from operator/crds into src/data/release/generated/crds.ts.
import {describe, expect, it} from 'vitest';
import {crdKinds, flattenFields, type CrdField, type CrdValueShape} from '../../src/data/crds';
import {crdSchemas} from '../../src/data/release/generated/crds';
import {release} from '../../src/data/release/generated/release';
import type {JsonValue, SchemaField, SchemaType} from '../../src/data/release/types';

/** The schema type of a shape of the model: maps are objects with free keys. */
const typeOf = (shape: CrdValueShape): SchemaType | undefined => (shape === 'int-or-string' ? undefined : shape === 'map' ? 'object' : shape);

/** The schema type and element type a field of the model stands for. */
function schemaShape(field: CrdField): Pick<SchemaField, 'type' | 'items' | 'mapOf' | 'intOrString'> {
  const items = field.items && typeOf(field.items);
  switch (field.shape) {
    case 'int-or-string':
      return {intOrString: true};
    case 'map':
      return {type: 'object', mapOf: field.items === 'int-or-string' ? 'int-or-string' : items};
    case 'array':
      return {type: 'array', items};
    default:
      return {type: typeOf(field.shape)};
  }
}

/**
 * The model writes defaults for readers: `true`, `namespaceLocal`, or for resources
 * `requests: cpu 200m, memory 100Mi; limits: cpu 400m, memory 200Mi`. This reads them back.
 */
function parseModelDefault(text: string): JsonValue {
  if (/^\w+: \w+ [\w.]+(, \w+ [\w.]+)*(; \w+: \w+ [\w.]+(, \w+ [\w.]+)*)*$/.test(text)) {
    return Object.fromEntries(
      text.split('; ').map((part) => {
        const [name, pairs] = part.split(': ');
        return [name, Object.fromEntries(pairs.split(', ').map((pair) => pair.split(' ')))];
      }),
    );
  }
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+$/.test(text)) return Number(text);
  return text;
}

/** JSON with the keys of every object sorted, so that key order does not matter. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

describe('src/data/crds.ts against the CRD schemas of the release', () => {
  it(`has the same kinds as release ${release.version}`, () => {
    expect(crdKinds.map((k) => k.kind).sort()).toEqual(crdSchemas.map((s) => s.kind).sort());
  });

  for (const model of crdKinds) {
    const schema = crdSchemas.find((s) => s.kind === model.kind)!;
    describe(model.kind, () => {
      it('has the API group, version, plural and scope of the CRD', () => {
        expect(model.apiVersion).toBe(`${schema.group}/${schema.version}`);
        expect({group: model.group, plural: model.plural, scope: model.scope}).toEqual({group: schema.group, plural: schema.plural, scope: schema.scope});
      });

      for (const part of ['spec', 'status'] as const) {
        const fields = flattenFields(model[part]);
        const schemaFields = schema[part];

        it(`lists exactly the ${part} fields of the CRD`, () => {
          expect(fields.map((f) => f.path).sort()).toEqual(schemaFields.map((f) => f.path).sort());
        });

        it(`gives every ${part} field the CRD's type, required flag, default and enum`, () => {
          const problems: string[] = [];
          for (const {path, field} of fields) {
            const fact = schemaFields.find((f) => f.path === path);
            if (!fact) continue;
            const shape = schemaShape(field);
            const factShape = {type: fact.type, items: fact.items, mapOf: fact.mapOf, intOrString: fact.intOrString};
            const modelShape = {type: shape.type, items: shape.items, mapOf: shape.mapOf, intOrString: shape.intOrString};
            if (JSON.stringify(factShape) !== JSON.stringify(modelShape)) problems.push(`${path}: ${JSON.stringify(modelShape)} in the model, ${JSON.stringify(factShape)} in the CRD`);
            if (field.required !== fact.required) problems.push(`${path}: required ${field.required} in the model, ${fact.required} in the CRD`);
            if (Boolean(field.k8sType) !== Boolean(fact.kubernetes)) problems.push(`${path}: Kubernetes type ${Boolean(field.k8sType)} in the model, ${Boolean(fact.kubernetes)} in the CRD`);
            const modelDefault = field.default === undefined ? undefined : parseModelDefault(field.default);
            if (field.defaultByOperator && fact.default !== undefined) problems.push(`${path}: the model says the operator sets the default, but the CRD has one`);
            else if (fact.default !== undefined || (modelDefault !== undefined && !field.defaultByOperator)) {
              if (canonical(modelDefault) !== canonical(fact.default)) problems.push(`${path}: default ${JSON.stringify(modelDefault)} in the model, ${JSON.stringify(fact.default)} in the CRD`);
            }
            if (JSON.stringify(field.enum) !== JSON.stringify(fact.enum)) problems.push(`${path}: enum ${JSON.stringify(field.enum)} in the model, ${JSON.stringify(fact.enum)} in the CRD`);
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
