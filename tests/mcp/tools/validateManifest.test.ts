// An Ajv error as a field path with the field's description; tests/mcp/ calls the tool on a build.
import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {describeError, fieldPath} from '../../../mcp/tools/validateManifest';
import {publishedSchema} from '../../../src/data/crdSchema/published';

describe('validate_manifest', () => {
  it('writes an instance path as the field path a manifest author reads', () => {
    expect(fieldPath('/spec/parameters/0')).toBe('spec.parameters[0]');
    expect(fieldPath('/metadata/labels/securecodebox.io~1invasive')).toBe('metadata.labels["securecodebox.io/invasive"]');
    expect(fieldPath('/spec', 'cascade')).toBe('spec.cascade');
    expect(fieldPath('')).toBe('');
  });

  it("names each error's field with the schema's description of it", () => {
    const validate = new Ajv({allErrors: true, allowUnionTypes: true, verbose: true}).compile(publishedSchema('Scan'));
    const scan = {apiVersion: 'execution.securecodebox.io/v1', kind: 'Scan', metadata: {name: 'x'}, spec: {parameters: ['a'], cascade: {}, cascades: {inheritLabels: 'yes'}}};
    expect(validate(scan)).toBe(false);
    const spec = publishedSchema('Scan').properties!.spec as {properties: Record<string, {description?: string; properties?: Record<string, {description?: string}>}>};
    expect(validate.errors!.map(describeError).sort()).toEqual(
      [
        `\`spec.cascade\`: spec has no field cascade; its fields are ${Object.keys(spec.properties).join(', ')}.`,
        `\`spec.cascades.inheritLabels\`: must be boolean. ${spec.properties.cascades.properties!.inheritLabels.description}`,
        `\`spec.scanType\`: required, but missing. ${spec.properties.scanType.description}`,
      ].sort(),
    );
    expect(validate({...scan, kind: 'Scann', spec: {scanType: 'nmap', parameters: ['scanme.nmap.org']}})).toBe(false);
    expect(validate.errors!.map(describeError)).toEqual(['`kind`: must be equal to constant "Scan".']);
  });
});
