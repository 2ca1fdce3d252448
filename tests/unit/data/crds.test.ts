// src/data/crds.ts joins the release's CRD schemas (the facts) with src/data/crdDescriptions (our
// words): every field of every kind must be described, nothing else may be, and what we say about
// a field's type must agree with the schema.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import CrdFieldTable from '../../../src/components/CrdFieldTable/Table';
import {crdKinds, defaultText, describedFields, getKind, isSecureCodeBoxApiVersion, type CrdField} from '../../../src/data/crds';
import {crdDescriptions} from '../../../src/data/crdDescriptions';
import {crdSchemas} from '../../../src/data/release/generated/crds';
import {release} from '../../../src/data/release/generated/release';
import type {SchemaField} from '../../../src/data/release/types';

describe(`the CRDs of release ${release.version} with our descriptions`, () => {
  it('describe every kind of the release, and no other', () => {
    expect(Object.keys(crdDescriptions).sort()).toEqual(crdSchemas.map((s) => s.kind).sort());
    expect(crdKinds.map((k) => k.kind)).toEqual(Object.keys(crdDescriptions));
  });

  for (const kind of crdKinds) {
    const schema = crdSchemas.find((s) => s.kind === kind.kind)!;
    it(`${kind.kind}: the API group, version, plural and scope of the CRD, and a summary`, () => {
      expect(kind.apiVersion).toBe(`${schema.group}/${schema.version}`);
      expect({plural: kind.plural, scope: kind.scope}).toEqual({plural: schema.plural, scope: schema.scope});
      expect(kind.summary.trim()).not.toBe('');
    });
    for (const part of ['spec', 'status'] as const) {
      it(`${kind.kind} ${part}: every field of the CRD once, described, with its facts`, () => {
        expect(kind[part].map((f) => f.path).sort()).toEqual(schema[part].map((f) => f.path).sort());
        for (const field of kind[part]) {
          const fact = schema[part].find((f) => f.path === field.path)!;
          expect(field.description.trim(), field.path).not.toBe('');
          expect({required: field.required, kubernetes: field.kubernetes, enum: field.enum}, field.path).toEqual({
            required: fact.required,
            kubernetes: fact.kubernetes === true,
            enum: fact.enum?.map(String),
          });
        }
      });
    }
  }

  it('refuse a field without a description and a description of a field the CRD lacks', () => {
    const facts: SchemaField[] = [
      {path: 'a', type: 'string', required: true, goType: 'string'},
      {path: 'b', type: 'string', required: false, goType: 'string'},
    ];
    expect(() => describedFields('Test', 'spec', facts, {a: {description: 'A.'}})).toThrow('Test spec: no description of b');
    expect(() =>
      describedFields('Test', 'spec', facts, {a: {description: 'A.'}, b: {description: 'B.'}, c: {description: 'C.'}}),
    ).toThrow('descriptions of fields the CRD lacks: c');
  });

  // The Go type we show must be one the JSON type of the schema allows.
  const jsonTypeOfGo = (go: string): string | undefined => {
    const type = go.replace(/^\*/, '');
    if (type.startsWith('[]')) return 'array';
    if (type.startsWith('map[')) return 'object';
    if (type === 'bool') return 'boolean';
    if (/^u?int(8|16|32|64)?$/.test(type)) return 'integer';
    if (type === 'string' || type === 'metav1.Duration' || type === 'metav1.Time') return 'string';
    return undefined;
  };

  for (const kind of crdKinds) {
    const schema = crdSchemas.find((s) => s.kind === kind.kind)!;
    for (const part of ['spec', 'status'] as const) {
      it(`${kind.kind} ${part}: the Go types shown agree with the JSON types of the CRD`, () => {
        const problems: string[] = [];
        for (const field of kind[part]) {
          const fact = schema[part].find((f) => f.path === field.path)!;
          const expected = jsonTypeOfGo(field.type);
          if (expected && fact.type !== expected) problems.push(`${field.path}: ${field.type} is ${expected}, the CRD says ${fact.type}`);
          if (field.type === '[]string' && fact.items !== 'string') problems.push(`${field.path}: []string, the CRD has ${fact.items} items`);
          if (field.type === 'map[string]string' && fact.mapOf !== 'string') problems.push(`${field.path}: map of strings, the CRD's values are ${fact.mapOf}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});

describe('helpers', () => {
  it('find kinds and their API groups', () => {
    expect(getKind('ClusterScanType').scope).toBe('Cluster');
    expect(() => getKind('ClusterScan')).toThrow(/Unknown secureCodeBox kind/);
    expect(isSecureCodeBoxApiVersion('cascading.securecodebox.io/v1')).toBe(true);
    expect(isSecureCodeBoxApiVersion('batch/v1')).toBe(false);
  });

  it('list nested fields right after their parent, with their depth', () => {
    const paths = getKind('Scan').spec.map((f) => f.path);
    expect(paths).toContain('cascades.scopeLimiter.anyOf[].operator');
    expect(paths.indexOf('cascades')).toBeLessThan(paths.indexOf('cascades.inheritLabels'));
    expect(getKind('Scan').spec.find((f) => f.path === 'cascades.scopeLimiter.anyOf[].operator')?.depth).toBe(3);
  });

  it('write defaults as a reader reads them', () => {
    expect(defaultText(true)).toBe('true');
    expect(defaultText('namespaceLocal')).toBe('namespaceLocal');
    expect(defaultText({limits: {cpu: '400m', memory: '200Mi'}, requests: {cpu: '200m', memory: '100Mi'}})).toBe('requests: cpu 200m, memory 100Mi; limits: cpu 400m, memory 200Mi');
  });
});

describe('defaults', () => {
  const allFields: {where: string; field: CrdField}[] = crdKinds.flatMap((kind) =>
    (['spec', 'status'] as const).flatMap((part) => kind[part].map((field) => ({where: `${kind.kind}.${part}.${field.path}`, field}))),
  );

  it('gives an enum field a default only from its own values', () => {
    const wrong = allFields.filter(({field}) => field.enum && field.default !== undefined && !field.enum.includes(field.default)).map(({where}) => where);
    expect(wrong).toEqual([]);
  });

  it("shows the operator's defaults where the CRD declares none", () => {
    const spec = getKind('ScheduledScan').spec;
    expect(spec.find((f) => f.path === 'successfulJobsHistoryLimit')?.default).toBe('3');
    expect(spec.find((f) => f.path === 'failedJobsHistoryLimit')?.default).toBe('1');
  });

  // The CRD declares no default for concurrencyPolicy; Allow is only what the
  // operator does with an empty value, so the table must not present it as a default.
  it('leaves ScheduledScan concurrencyPolicy without a default and says what unset means', () => {
    const field = getKind('ScheduledScan').spec.find((f) => f.path === 'concurrencyPolicy');
    expect(field?.default).toBeUndefined();
    expect(field?.enum).toEqual(['Allow', 'Forbid', 'Replace']);
    expect(field?.description).toMatch(/unset.*Allow/);
  });

  it('renders no default for concurrencyPolicy in the field table', () => {
    const html = renderToStaticMarkup(createElement(CrdFieldTable, {kind: 'ScheduledScan', part: 'spec'}));
    const row = html.match(/<tr><th[^>]*><code>concurrencyPolicy<\/code><\/th>(.*?)<\/tr>/)?.[1];
    const cells = [...(row ?? '').matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(cells[2]).toBe('–');
    expect(cells[3]).toContain('left unset, the operator behaves as with Allow');
  });
});
