// Which doc page documents which chart: the page names its chart, nothing else ties them together.
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './root';

/** The doc page of each chart, by route below /docs: every page that renders `<ChartValues chart="…" />`. */
export function chartPages(): Record<string, string> {
  const docs = path.join(repoRoot, 'docs');
  return Object.fromEntries(
    fs
      .readdirSync(docs, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .sort()
      .flatMap((file) => {
        const chart = /<ChartValues chart="([^"]+)"/.exec(fs.readFileSync(path.join(docs, file), 'utf8'))?.[1];
        return chart ? [[file.replace(/\.mdx$/, '').split(path.sep).join('/'), chart]] : [];
      }),
  );
}
