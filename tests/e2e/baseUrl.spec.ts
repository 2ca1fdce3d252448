// The spec's error catalogue: deployed under another path than its base URL, the site shows
// Docusaurus's banner "Your Docusaurus site did not load properly" with the base URL to try.
// A deployer who copies build/ into a sub-folder of another host (a fork, a preview, a mirror)
// gets exactly that: the pages, but every /assets/ URL in them answers 404.
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test as plain, expect} from '@playwright/test';
import {buildFolder} from '../../lib/root';
import {test} from './support/test';

const MOUNT = '/mirror/';

/** A static host that serves the build below MOUNT and nothing else, as a misconfigured deployment does. */
function serveBelowMount(): Promise<http.Server> {
  const root = buildFolder();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const inBuild = url.pathname.startsWith(MOUNT) ? path.join(root, decodeURIComponent(url.pathname.slice(MOUNT.length))) : undefined;
    const file = [inBuild, inBuild && path.join(inBuild, 'index.html'), inBuild && `${inBuild}.html`].find((f) => f?.startsWith(root) && fs.statSync(f, {throwIfNoEntry: false})?.isFile());
    if (!file) {
      res.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.css') ? 'text/css' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    res.writeHead(200, {'content-type': type}).end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

plain.describe('a deployment under the wrong base URL', () => {
  let server: http.Server;
  plain.beforeAll(async () => {
    server = await serveBelowMount();
  });
  plain.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  plain('the front page shows the base-URL banner and suggests the path it was served from', async ({page}) => {
    const {port} = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}${MOUNT}`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Your Docusaurus site did not load properly');
    await expect(banner).toContainText('Current configured baseUrl = /');
    await expect(banner).toContainText(`We suggest trying baseUrl = ${MOUNT}`);
  });
});

test('under its own base URL the banner stays hidden', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  // The inline script still writes the banner into the page; the stylesheet that loads hides it.
  await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toBeHidden();
  await expect(page.getByText('Your Docusaurus site did not load properly')).toBeHidden();
});
