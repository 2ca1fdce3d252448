import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {containerCopies, containerLayout} from '../../../deploy/nginxServer';
import {repoRoot} from '../../../lib/root';

// The image as the Dockerfile describes it (Docker does not run here): built from source, served
// unprivileged with Debian's nginx, and laid out in a way the nginx suites can reproduce.
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const stages = dockerfile.split(/^FROM\s/m).slice(1);
const finalStage = stages[stages.length - 1];

describe('the container image', () => {
  it('builds the site from source with npm ci, in a Node 20 stage', () => {
    expect(stages).toHaveLength(2);
    expect(stages[0]).toMatch(/^node:20\S*\s+AS build/);
    expect(stages[0]).toMatch(/^RUN npm ci\b/m);
    expect(stages[0]).toMatch(/^RUN npm run build$/m);
  });

  it('serves with Debian nginx and its brotli module, unprivileged, with a health check', () => {
    expect(finalStage).toMatch(/^debian:\S+/);
    expect(finalStage).toMatch(/apt-get install [^\n]*\bnginx\b[^\n]*\blibnginx-mod-http-brotli-static\b/);
    expect(finalStage).toMatch(/^USER (?!root\b)\S+$/m);
    expect(finalStage).toMatch(/^EXPOSE 8080$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK .*http:\/\/127\.0\.0\.1:8080\//m);
    expect(finalStage).toMatch(/^CMD \["nginx", "-e", "stderr", "-g", "daemon off;"\]$/m);
  });

  it('leaves out of the build context what the image makes itself', () => {
    const ignored = fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
    for (const entry of ['node_modules', 'build', '.docusaurus', 'deploy/nginx/generated']) expect(ignored).toContain(entry);
  });

  it('a COPY the test harness cannot reproduce fails loudly', () => {
    const copies = containerCopies();
    expect(() => containerLayout([...copies, {source: 'static/robots.txt', target: '/usr/share/nginx/html/robots.txt'}])).toThrow(/does not know how to lay out/);
    expect(() => containerLayout(copies.filter(({target}) => !target.endsWith('/nginx.conf')))).toThrow(/no COPY into \/etc\/nginx\/nginx.conf/);
  });
});
