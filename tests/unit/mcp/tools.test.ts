// The parts of the MCP server's tools that need no site: reading a page address, and an Ajv error
// as a field path with the field's description. tests/mcp/ calls the tools on a build.
import Ajv from 'ajv';
import {describe, expect, it} from 'vitest';
import {pageAddress} from '../../../mcp/tools/readPage';
import {describeError, fieldPath} from '../../../mcp/tools/validateManifest';
import {ToolError} from '../../../mcp/tools/tool';
import {publishedSchema} from '../../../src/data/crdSchema/published';

describe('read_page', () => {
  it('reads a path or URL as a page route and a section anchor', () => {
    expect(pageAddress('/docs/scanners/nmap')).toEqual({route: '/docs/scanners/nmap'});
    expect(pageAddress('docs/scanners/nmap.md')).toEqual({route: '/docs/scanners/nmap'});
    expect(pageAddress('https://www.securecodebox.io/docs/scanners/#scanner-matrix')).toEqual({route: '/docs/scanners', anchor: 'scanner-matrix'});
    expect(pageAddress(' http://127.0.0.1:4174/blog/2022/01/18/log4shell?x=1#part-1 ')).toEqual({route: '/blog/2022/01/18/log4shell', anchor: 'part-1'});
    expect(() => pageAddress('http://[')).toThrow(ToolError);
  });
});

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
