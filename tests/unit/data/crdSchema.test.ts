// The JSON Schemas of whole manifests that src/data/crdSchema builds from the release's CRD
// facts: they guard every example in the docs (crd-examples.test.ts) and the scan builder, so
// each kind of mistake they must catch is tried here.
import {describe, expect, it} from 'vitest';
import {manifestValidators} from '../../../src/data/crdSchema/standalone';

const ajv = manifestValidators();

/** The problems Ajv reports for a manifest of its kind, as "path keyword". */
function problems(manifest: {kind: string} & Record<string, unknown>): string[] {
  const validate = ajv.getSchema(manifest.kind)!;
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((e) => {
    const params = e.params as {missingProperty?: string; additionalProperty?: string};
    return `${e.instancePath}${params.missingProperty ? `/${params.missingProperty}` : ''}${params.additionalProperty ? `/${params.additionalProperty}` : ''} ${e.keyword}`;
  });
}

const scan = (spec: Record<string, unknown>, metadata: Record<string, unknown> = {name: 'nmap-example'}) => ({
  apiVersion: 'execution.securecodebox.io/v1',
  kind: 'Scan',
  metadata,
  spec,
});

describe('manifest schemas', () => {
  it('accept a minimal Scan', () => {
    expect(problems(scan({scanType: 'nmap', parameters: ['-sV', 'scanme.nmap.org']}))).toEqual([]);
  });

  it('accept any content inside Kubernetes types', () => {
    const manifest = scan({
      scanType: 'nmap',
      parameters: ['example.com'],
      volumes: [{name: 'targets', configMap: {name: 'targets', items: [{key: 'hosts', path: 'hosts.txt'}]}}],
      affinity: {nodeAffinity: {requiredDuringSchedulingIgnoredDuringExecution: {nodeSelectorTerms: []}}},
      resources: {requests: {cpu: '100m'}},
    });
    expect(problems(manifest)).toEqual([]);
  });

  it('report missing required fields and a missing or malformed name', () => {
    expect(problems(scan({}, {}))).toEqual(['/metadata/name required', '/spec/parameters required', '/spec/scanType required']);
    expect(problems(scan({scanType: 'nmap', parameters: []}, {name: 'Nmap.'}))).toEqual(['/metadata/name pattern']);
    expect(problems(scan({scanType: 'nmap', parameters: []}, {name: 'a'.repeat(254)}))).toEqual(['/metadata/name maxLength']);
  });

  it('report unknown fields, also nested ones', () => {
    const found = problems(
      scan({scanType: 'nmap', parameters: [], target: 'x', cascades: {inheritLabel: true, scopeLimiter: {allOf: [{key: 'k', operator: 'In', values: [], extra: 1}]}}}),
    );
    expect(found).toEqual(expect.arrayContaining(['/spec/target additionalProperties', '/spec/cascades/inheritLabel additionalProperties', '/spec/cascades/scopeLimiter/allOf/0/extra additionalProperties']));
  });

  it('report wrong value types and values outside an enum', () => {
    const found = problems(scan({scanType: 'nmap', parameters: '-sV', ttlSecondsAfterFinished: '300', resourceMode: 'global', nodeSelector: {zone: 1}}));
    expect(found.sort()).toEqual(['/spec/nodeSelector/zone type', '/spec/parameters type', '/spec/resourceMode enum', '/spec/ttlSecondsAfterFinished type']);
  });

  it('check the nested scanSpec of ScheduledScans and CascadingRules', () => {
    expect(
      problems({apiVersion: 'execution.securecodebox.io/v1', kind: 'ScheduledScan', metadata: {name: 'daily'}, spec: {interval: '24h', scanSpec: {scanType: 'nmap'}}}),
    ).toEqual(['/spec/scanSpec/parameters required']);
    expect(
      problems({
        apiVersion: 'cascading.securecodebox.io/v1',
        kind: 'CascadingRule',
        metadata: {name: 'ssh'},
        spec: {matches: {anyOf: [{category: 'Open Port', attributes: {port: 22, state: 'open'}}]}, scanSpec: {scanType: 'ssh-audit', parameters: ['{{$.hostOrIP}}']}},
      }),
    ).toEqual([]);
  });

  it('refuse a kind under the wrong API group', () => {
    expect(problems({apiVersion: 'execution.securecodebox.io/v1', kind: 'CascadingRule', metadata: {name: 'x'}, spec: {}})).toContain('/apiVersion const');
  });
});
