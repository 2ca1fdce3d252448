import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {folderFiles, NotServed, remoteFiles} from '../../mcp/site';

describe('the files of a build folder', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-files-'));
  fs.mkdirSync(path.join(folder, 'docs'));
  fs.writeFileSync(path.join(folder, 'docs', 'a.md'), '# A');
  fs.writeFileSync(path.join(os.tmpdir(), 'outside-the-build.md'), 'secret');
  afterAll(() => fs.rmSync(folder, {recursive: true, force: true}));
  const files = folderFiles(folder);

  it('are read by their path on the site, and link to the published site', async () => {
    expect(await (await files.read('/docs/a.md')).text()).toBe('# A');
    expect(files.pageUrl('/docs/a#b')).toBe('https://www.securecodebox.io/docs/a#b');
  });

  it('are not served when missing, a folder, outside the build or not a path', async () => {
    for (const sitePath of ['/docs/b.md', '/docs', '/../outside-the-build.md', '/docs/%2e%2e/%2e%2e/outside-the-build.md', '/docs/%E0.md']) {
      await expect(files.read(sitePath), sitePath).rejects.toBeInstanceOf(NotServed);
    }
  });
});

describe('the files of a site over HTTP', () => {
  const requests: string[] = [];
  let failNext = false;
  const server = http.createServer((request, response) => {
    requests.push(request.url!);
    if (failNext) {
      failNext = false;
      response.writeHead(503).end();
    } else if (request.url === '/docs/a.md') response.end('# A');
    else response.writeHead(404).end();
  });
  let site = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('are fetched once each, and link to the site they come from', async () => {
    const files = remoteFiles(site);
    expect(await (await files.read('/docs/a.md')).text()).toBe('# A');
    expect(await (await files.read('/docs/a.md')).text()).toBe('# A');
    expect(requests.filter((url) => url === '/docs/a.md')).toHaveLength(1);
    expect(files.pageUrl('/docs/a#b')).toBe(`${site}/docs/a#b`);
  });

  it('are not served on a 404, and a failed fetch is tried again at the next read', async () => {
    const files = remoteFiles(`${site}/`);
    await expect(files.read('/docs/b.md')).rejects.toBeInstanceOf(NotServed);
    failNext = true;
    await expect(files.read('/docs/a.md')).rejects.toThrow(/answered 503/);
    expect(await (await files.read('/docs/a.md')).text()).toBe('# A');
  });
});
