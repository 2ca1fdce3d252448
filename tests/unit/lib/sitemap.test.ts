import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {sitemapRoutes} from '../../../lib/sitemap';

describe('sitemapRoutes', () => {
  const saved = process.env.BUILD_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_DIR;
    else process.env.BUILD_DIR = saved;
  });

  it('reads the sitemap of the build $BUILD_DIR names, as the servers serve it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemap-'));
    fs.writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<urlset><url><loc>https://www.securecodebox.io/</loc></url><url><loc>https://www.securecodebox.io/docs/only-here</loc></url></urlset>',
    );
    process.env.BUILD_DIR = dir;
    expect(sitemapRoutes()).toEqual(['/', '/docs/only-here']);
  });
});
