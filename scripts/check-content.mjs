#!/usr/bin/env node
// Fast content lint for docs/ and blog/: catches in a second what a full
// production build would only report after a minute (missing front matter,
// fences without a language, relative links or anchors that do not resolve,
// placeholders, MDX that does not compile). Usage:
//   node scripts/check-content.mjs [dir-or-file ...]   (default: docs blog)
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {specBlogRoutes, specDocRoutes} from './spec-routes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'blog'];

// Blog posts link to docs by route: Docusaurus resolves markdown file links only
// inside one content plugin. Those routes are checked against the spec's list.
const knownRoutes = new Set([...specDocRoutes(), ...specBlogRoutes()]);

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;

function walk(p) {
  const abs = path.resolve(p);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return fs.readdirSync(abs, {withFileTypes: true}).flatMap((e) =>
    e.isDirectory() ? walk(path.join(abs, e.name)) : /\.mdx?$/.test(e.name) ? [path.join(abs, e.name)] : [],
  );
}

export function splitFrontMatter(text) {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) return {data: null, body: text, offset: 0};
  const data = {};
  for (const line of m[1].split('\n')) {
    const kv = /^([A-Za-z_]+):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]] = kv[2].replace(/^["']|["']$/g, '');
  }
  return {data, body: text.slice(m[0].length), offset: m[0].split('\n').length - 1};
}

// github-slugger compatible enough for our headings (the same rules Docusaurus uses).
export function slug(heading) {
  return heading
    .replace(/\{#([^}]+)\}\s*$/, '')
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function stripFences(body) {
  return body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, (m) => m.replace(/[^\n]/g, ' '));
}

export function anchorsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const {body} = splitFrontMatter(text);
  const seen = new Map();
  const out = new Set();
  for (const line of stripFences(body).split('\n')) {
    const h = /^#{1,6}\s+(.*)$/.exec(line);
    if (!h) continue;
    const custom = /\{#([^}]+)\}\s*$/.exec(h[1]);
    let id = custom ? custom[1] : slug(h[1]);
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    if (n > 0) id = `${id}-${n}`;
    out.add(id);
  }
  for (const m of body.matchAll(/\bid=["']([^"']+)["']/g)) out.add(m[1]);
  return out;
}

const problems = [];
const report = (file, line, msg) => problems.push(`${path.relative(root, file)}:${line}: ${msg}`);

let mdx;
async function compileMdx(file, text) {
  mdx ??= await import('@mdx-js/mdx').catch(() => null);
  if (!mdx) return;
  try {
    await mdx.compile(text.replace(/^---\n[\s\S]*?\n---\n/, ''), {format: 'mdx'});
  } catch (e) {
    report(file, e.line ?? 0, `MDX does not compile: ${e.reason ?? e.message}`);
  }
}

for (const file of targets.flatMap(walk)) {
  const text = fs.readFileSync(file, 'utf8');
  const isBlog = path.relative(root, file).startsWith('blog');
  const {data, body, offset} = splitFrontMatter(text);
  if (!data) report(file, 1, 'no front matter');
  else {
    if (!data.title) report(file, 1, 'front matter has no title');
    if (!isBlog && !data.description) report(file, 1, 'front matter has no description');
    if (isBlog && !data.authors) report(file, 1, 'blog post has no authors');
  }
  const lines = body.split('\n');
  let inFence = false;
  let fenceMark = '';
  lines.forEach((line, i) => {
    const n = i + 1 + offset;
    const fence = /^(\s*)(```+|~~~+)(.*)$/.exec(line);
    if (fence) {
      if (!inFence) {
        inFence = true;
        fenceMark = fence[2];
        if (!fence[3].trim()) report(file, n, 'code fence without a language');
      } else if (fence[2].startsWith(fenceMark) && !fence[3].trim()) inFence = false;
      return;
    }
    if (inFence) return;
    if (PLACEHOLDER.test(line)) report(file, n, `placeholder text: ${line.trim().slice(0, 60)}`);
    if (/^#\s/.test(line)) report(file, n, 'h1 inside the page (the title comes from front matter)');
    if (/^#{4,}\s/.test(line)) report(file, n, 'heading deeper than ### (ToC shows levels 2-3)');
    for (const m of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = m[1];
      if (/^(https?:|mailto:|\/img\/|\/)/.test(target) && !target.startsWith('/docs') && !target.startsWith('/blog')) continue;
      if (target.startsWith('/docs') || target.startsWith('/blog')) {
        if (!isBlog) report(file, n, `use a relative file link instead of the route ${target}`);
        else if (knownRoutes.size && !knownRoutes.has(target.split('#')[0])) report(file, n, `unknown route ${target}`);
        continue;
      }
      if (isBlog && /(^|\/)docs\//.test(target)) {
        report(file, n, `link to docs by route (/docs/...), not by file: ${target}`);
        continue;
      }
      const [rel, anchor] = target.split('#');
      if (!rel) {
        if (anchor && !anchorsOf(file).has(anchor)) report(file, n, `anchor #${anchor} not found in this page`);
        continue;
      }
      if (!/\.mdx?$/.test(rel)) {
        if (!/\.(svg|png|jpe?g|webp|avif|gif)$/.test(rel)) report(file, n, `relative link should point to a .md/.mdx file: ${target}`);
        else if (!fs.existsSync(path.resolve(path.dirname(file), rel))) report(file, n, `image not found: ${rel}`);
        continue;
      }
      const abs = path.resolve(path.dirname(file), rel);
      if (!fs.existsSync(abs)) {
        report(file, n, `link target does not exist (yet): ${rel}`);
        continue;
      }
      if (anchor && !anchorsOf(abs).has(anchor)) report(file, n, `anchor #${anchor} not found in ${rel}`);
    }
  });
  if (file.endsWith('.mdx')) await compileMdx(file, text);
}

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('content check: no problems');
