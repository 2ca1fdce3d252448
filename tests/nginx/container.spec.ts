import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {containerLayout, nginxBinary, startNginx, writeConfig} from '../../deploy/nginxServer';
import {repoRoot} from '../../lib/root';
import {buildDir} from './support/build';

// Docker does not run here, so these checks stand in for running the image: the nginx configuration
// the image holds is the one the nginx suites serve (deploy/nginxServer.ts lays it out from the
// Dockerfile's COPY lines), and the real nginx accepts it as the image lays it out. What the
// Dockerfile says without nginx is in tests/unit/deploy/nginxServer.test.ts.

const root = repoRoot;

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'scb-image-'));
}

test('the nginx suites lay out every file the image copies into /etc/nginx, changed only where it must be', () => {
  const layout = containerLayout();
  expect(layout.committed.map(({file}) => file).sort()).toEqual(['conf.d/default.conf', 'nginx.conf', 'securecodebox/site.conf']);
  const dir = tempDir();
  try {
    writeConfig(dir, {buildDir, port: 8181});
    // The lines that tie a file to the container, and nothing else, differ on this machine.
    const localLine = /^\s*(listen |root |pid |access_log |user |\w+_temp_path )/;
    for (const {file, source} of layout.committed) {
      const image = fs.readFileSync(path.join(root, source), 'utf8').split('\n');
      const local = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
      const changed = local.filter((line) => !image.includes(line));
      expect(changed.filter((line) => !localLine.test(line)), file).toEqual([]);
      expect(image.filter((line) => !local.includes(line) && !localLine.test(line)), file).toEqual([]);
    }
    for (const name of ['http.conf', 'headers.conf', 'redirects.conf']) expect(fs.existsSync(path.join(dir, layout.generated, name)), name).toBe(true);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('nginx -t accepts the configuration as the image lays it out', () => {
  const dir = tempDir();
  try {
    writeConfig(dir, {buildDir, local: false});
    // The files as the image has them, in a folder standing in for /etc/nginx.
    expect(fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toBe(fs.readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8'));
    // nginx opens the access log, /dev/stdout, even to test: give it a file as standard output.
    const stdout = fs.openSync(path.join(dir, 'stdout'), 'w');
    const result = spawnSync(nginxBinary(), ['-t', '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
      encoding: 'utf8',
      stdio: ['ignore', stdout, 'pipe'],
    });
    fs.closeSync(stdout);
    expect(result.stderr).toMatch(/syntax is ok/);
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

test('nginx serves the build and stops on SIGTERM with exit code 0 and nothing in its error log', async () => {
  const server = await startNginx({buildDir, echo: false});
  let code: number | undefined;
  try {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
  } finally {
    code = await server.stop();
  }
  expect(code).toBe(0);
  expect(server.log().trim()).toBe('');
});
