// The manifest validator in src/data/crds.ts guards every example in the docs, so
// it is tested on its own: valid manifests pass and each kind of mistake is reported.
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import CrdFieldTable from '../../src/components/CrdFieldTable';
import {crdKinds, findKind, flattenFields, getKind, validateManifest} from '../../src/data/crds';

const scan = (spec: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  apiVersion: 'execution.securecodebox.io/v1',
  kind: 'Scan',
  metadata: {name: 'nmap-example'},
  spec,
  ...extra,
});

describe('validateManifest', () => {
  it('accepts a minimal Scan', () => {
    expect(validateManifest(scan({scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']}))).toEqual([]);
  });

  it('accepts anything inside Kubernetes types', () => {
    const manifest = scan({
      scanType: 'nmap',
      parameters: ['example.com'],
      volumes: [{name: 'targets', configMap: {name: 'targets', items: [{key: 'hosts', path: 'hosts.txt'}]}}],
      affinity: {nodeAffinity: {requiredDuringSchedulingIgnoredDuringExecution: {nodeSelectorTerms: []}}},
      resources: {requests: {cpu: '100m'}, limits: null},
    });
    expect(validateManifest(manifest)).toEqual([]);
  });

  it('reports missing required fields and metadata.name', () => {
    const problems = validateManifest({apiVersion: 'execution.securecodebox.io/v1', kind: 'Scan', metadata: {}, spec: {}});
    expect(problems).toContain('metadata.name: required field is missing');
    expect(problems).toContain('spec.scanType: required field is missing');
    expect(problems).toContain('spec.parameters: required field is missing');
  });

  it('reports unknown fields, also nested ones', () => {
    const problems = validateManifest(
      scan({scanType: 'nmap', parameters: [], target: 'x', cascades: {inheritLabel: true, scopeLimiter: {allOf: [{key: 'k', operator: 'In', values: [], extra: 1}]}}}),
    );
    expect(problems.some((p) => p.startsWith('spec.target: unknown field'))).toBe(true);
    expect(problems.some((p) => p.startsWith('spec.cascades.inheritLabel: unknown field'))).toBe(true);
    expect(problems.some((p) => p.startsWith('spec.cascades.scopeLimiter.allOf[0].extra: unknown field'))).toBe(true);
  });

  it('reports wrong value types and enum values', () => {
    const problems = validateManifest(
      scan({scanType: 'nmap', parameters: '-sV', ttlSecondsAfterFinished: '300', resourceMode: 'global', nodeSelector: {zone: 1}}),
    );
    expect(problems).toContain('spec.parameters: expected array ([]string), got string');
    expect(problems).toContain('spec.ttlSecondsAfterFinished: expected integer (*int32), got string');
    expect(problems).toContain('spec.resourceMode: "global" is not one of namespaceLocal, clusterWide');
    expect(problems).toContain('spec.nodeSelector.zone: expected string, got integer');
  });

  it('checks the nested scanSpec of ScheduledScans and CascadingRules', () => {
    expect(
      validateManifest({
        apiVersion: 'execution.securecodebox.io/v1',
        kind: 'ScheduledScan',
        metadata: {name: 'daily'},
        spec: {interval: '24h', scanSpec: {scanType: 'nmap'}},
      }),
    ).toEqual(['spec.scanSpec.parameters: required field is missing']);
    expect(
      validateManifest({
        apiVersion: 'cascading.securecodebox.io/v1',
        kind: 'CascadingRule',
        metadata: {name: 'ssh'},
        spec: {matches: {anyOf: [{category: 'Open Port', attributes: {port: 22, state: 'open'}}]}, scanSpec: {scanType: 'ssh-audit', parameters: ['{{$.hostOrIP}}']}},
      }),
    ).toEqual([]);
  });

  it('rejects a kind under the wrong API group', () => {
    expect(validateManifest({apiVersion: 'execution.securecodebox.io/v1', kind: 'CascadingRule', metadata: {name: 'x'}, spec: {}})).toEqual([
      'kind CascadingRule belongs to apiVersion cascading.securecodebox.io/v1, not execution.securecodebox.io/v1',
    ]);
  });
});

describe('model helpers', () => {
  it('finds kinds by apiVersion and kind', () => {
    expect(findKind('execution.securecodebox.io/v1', 'ClusterScanType')?.scope).toBe('Cluster');
    expect(findKind('execution.securecodebox.io/v1alpha1', 'Scan')).toBeUndefined();
    expect(() => getKind('ClusterScan')).toThrow(/Unknown secureCodeBox kind/);
  });

  it('flattens nested fields with dotted paths', () => {
    const paths = flattenFields(getKind('Scan').spec).map((f) => f.path);
    expect(paths).toContain('cascades.scopeLimiter.anyOf[].operator');
    expect(paths.indexOf('cascades')).toBeLessThan(paths.indexOf('cascades.inheritLabels'));
  });
});

describe('defaults', () => {
  const allFields = crdKinds.flatMap((kind) =>
    (['spec', 'status'] as const).flatMap((part) =>
      flattenFields(kind[part]).map(({path, field}) => ({where: `${kind.kind}.${part}.${path}`, field})),
    ),
  );

  it('gives an enum field a default only from its own values', () => {
    const wrong = allFields
      .filter(({field}) => field.enum && field.default !== undefined && !field.enum.includes(field.default))
      .map(({where}) => where);
    expect(wrong).toEqual([]);
  });

  // The CRD declares no default for concurrencyPolicy; Allow is only what the
  // operator does with an empty value, so the table must not present it as a default.
  it('leaves ScheduledScan concurrencyPolicy without a default and says what unset means', () => {
    const field = getKind('ScheduledScan').spec.find((f) => f.name === 'concurrencyPolicy');
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
