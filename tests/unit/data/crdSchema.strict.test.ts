// The published schemas are as strict as kubectl, measured on the manifests of our docs and blog as
// `npm run measure:schemas` measures them on a secureCodeBox checkout: each manifest, then each key
// under `spec` misspelt in turn at every depth, checked with a validator that is not Ajv
// (@cfworker/json-schema) against the published schema and against the release's CRD closed as the
// API server closes it for strict field validation (scripts/measureSchemas/kubectl.ts).
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {Validator} from '@cfworker/json-schema';
import {publishedSchema} from '../../../src/data/crdSchema/published';
import {openApiSchemas} from '../../../src/data/release/generated/openapi';
import {kubectlSchema} from '../../../scripts/measureSchemas/kubectl';
import {measure, misspelt, type Measured} from '../../../scripts/measureSchemas/measure';
import {collectCases} from '../support/docsManifests';

const yardstickOf = (kind: string) => kubectlSchema((openApiSchemas as Record<string, object>)[kind]);
const manifests: Measured[] = collectCases().cases.map(({name, doc}) => {
  const manifest = yaml.load(doc.text, {schema: yaml.CORE_SCHEMA}) as Record<string, unknown>;
  return {name, kind: String(manifest.kind), manifest};
});
const result = measure(manifests, publishedSchema, yardstickOf);

describe('the published schemas against kubectl, on the manifests of the docs and the blog', () => {
  it('accept every manifest, as the API server does', () => {
    expect(manifests.length).toBeGreaterThan(100);
    expect(result.refusedManifests).toEqual([]);
    expect(result.acceptedByBoth).toBe(manifests.length);
  });

  it('refuse every misspelt key that kubectl refuses, at every depth, and accept every other', () => {
    expect(result.misspellings).toBeGreaterThan(1000);
    expect(result.disagreements).toEqual([]);
    expect(result.refusedByBoth).toBe(result.refusedByYardstick);
  });

  it('refuse misspellings inside the Kubernetes types a CRD embeds (volumes, env, resources)', () => {
    const scan = (spec: Record<string, unknown>) => ({apiVersion: 'execution.securecodebox.io/v1', kind: 'Scan', metadata: {name: 'nmap'}, spec: {scanType: 'nmap', parameters: ['scanme.nmap.org'], ...spec}});
    const validate = (manifest: unknown) => new Validator(publishedSchema('Scan') as object, '7').validate(manifest).valid;
    expect(validate(scan({volumeMounts: [{name: 'v', mountPath: '/x'}], volumes: [{name: 'v', emptyDir: {}}]}))).toBe(true);
    expect(validate(scan({volumeMounts: [{name: 'v', mounthPath: '/x'}]}))).toBe(false);
    expect(validate(scan({env: [{name: 'A', valueFrom: {secretKeyRef: {name: 's', key: 'k'}}}]}))).toBe(true);
    expect(validate(scan({env: [{name: 'A', valuFrom: {secretKeyRef: {name: 's', key: 'k'}}}]}))).toBe(false);
    expect(validate(scan({resources: {limits: {cpu: 1, memory: '1Gi'}}}))).toBe(true);
    expect(validate(scan({resources: {limit: {cpu: 1}}}))).toBe(false);
  });

  it('misspell as a reader would, never into the same word', () => {
    expect(misspelt('mountPath')).toBe('mountPaht');
    expect(misspelt('ee')).toBe('eex');
    expect(misspelt('a')).toBe('ax');
  });
});
