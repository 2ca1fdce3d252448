// Every secureCodeBox manifest shown in the docs and the blog must be accepted by
// the real API. This test extracts each ```yaml block from docs/ and blog/, splits
// multi-document YAML, and checks every document whose apiVersion belongs to a
// secureCodeBox API group with Ajv against the JSON Schema of its kind, built from the
// release's CRD (src/data/crdSchema): apiVersion, metadata.name, required fields, no
// unknown fields, right value types and enum values.
// tests/unit/support/docsManifests.ts says which blocks count as manifests.
import {describe, expect, it} from 'vitest';
import yaml from 'js-yaml';
import {isSecureCodeBoxApiVersion} from '../../../src/data/crds';
import {manifestValidators} from '../../../src/data/crdSchema/standalone';
import {collectCases} from '../support/docsManifests';

const {cases} = collectCases();
const ajv = manifestValidators();

describe('secureCodeBox manifests in docs and blog', () => {
  it('finds manifests to check', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c.doc] as const))('%s', (_name, doc) => {
    let manifest: unknown;
    try {
      // CORE_SCHEMA: no implicit timestamps; Kubernetes manifests carry them as strings.
      manifest = yaml.load(doc.text, {schema: yaml.CORE_SCHEMA});
    } catch (error) {
      throw new Error(`${doc.file}:${doc.line}: YAML does not parse: ${(error as Error).message}`);
    }
    const apiVersion = (manifest as {apiVersion?: unknown} | null)?.apiVersion;
    expect(isSecureCodeBoxApiVersion(apiVersion), `${doc.file}:${doc.line}: apiVersion`).toBe(true);
    const kind = String((manifest as {kind?: unknown}).kind);
    const validate = ajv.getSchema(kind);
    expect(validate, `${doc.file}:${doc.line}: a CRD of the release for ${kind}`).toBeDefined();
    const valid = validate!(manifest);
    const errors = (validate!.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    expect(valid ? [] : errors, `${doc.file}:${doc.line}`).toEqual([]);
  });
});
