import {describe, expect, it} from 'vitest';
import {pageAddress} from '../../../mcp/tools/readPage';
import {ToolError} from '../../../mcp/tools/tool';

describe('read_page', () => {
  it('reads a path or URL as a page route and a section anchor', () => {
    expect(pageAddress('/docs/scanners/nmap')).toEqual({route: '/docs/scanners/nmap'});
    expect(pageAddress('docs/scanners/nmap.md')).toEqual({route: '/docs/scanners/nmap'});
    expect(pageAddress('https://www.securecodebox.io/docs/scanners/#scanner-matrix')).toEqual({route: '/docs/scanners', anchor: 'scanner-matrix'});
    expect(pageAddress(' http://127.0.0.1:4174/blog/2022/01/18/log4shell?x=1#part-1 ')).toEqual({route: '/blog/2022/01/18/log4shell', anchor: 'part-1'});
    expect(() => pageAddress('http://[')).toThrow(ToolError);
  });
});
