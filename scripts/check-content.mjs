#!/usr/bin/env node
// Content lint for docs/ and blog/: catches in seconds what the production build reports after a
// minute. Usage: node scripts/check-content.mjs [dir-or-file ...]   (default: docs blog)
//
// markdownlint checks the Markdown itself, with the rules of .markdownlint-cli2.jsonc (code fence
// languages, heading levels, lists, tables, links within a page, …). This script adds what no
// library checks for us:
//   - the front matter fields we require (parsed with js-yaml);
//   - that every page parses with @mdx-js/mdx in the format Docusaurus gives it (.md as
//     CommonMark, .mdx as MDX, which must also compile);
//   - placeholder text;
//   - links to other pages: docs link by relative file, blog posts by a route of the spec, and an
//     anchor names a heading of its target (slugged with github-slugger, as Docusaurus does).
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {compile, createProcessor} from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import {main as markdownlint} from 'markdownlint-cli2';
import {specBlogRoutes, specDocRoutes} from './spec-routes.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'blog'];

// Blog posts link to docs by route: Docusaurus resolves markdown file links only inside one
// content plugin. Those routes are checked against the spec's list.
const knownRoutes = new Set([...specDocRoutes(), ...specBlogRoutes()]);

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/;

const problems = [];
const report = (file, line, message) => problems.push(`${path.relative(root, file)}:${line}: ${message}`);

function markdownFiles(target) {
  const abs = path.resolve(target);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return fs
    .readdirSync(abs, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(abs, file));
}

/** The text of an mdast node, as mdast-util-to-string gives it. */
const textOf = (node) => node.value ?? node.alt ?? (node.children ?? []).map(textOf).join('');

function* nodesOf(node) {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** A page read and compiled: its front matter, its Markdown tree and the ids of its headings. */
async function readPage(file) {
  const text = fs.readFileSync(file, 'utf8');
  const frontMatterMatch = FRONT_MATTER.exec(text);
  const offset = frontMatterMatch ? frontMatterMatch[0].split('\n').length - 1 : 0;
  const page = {file, offset, frontMatter: undefined, frontMatterError: undefined, tree: undefined, compileError: undefined, anchors: new Set()};
  if (frontMatterMatch) {
    try {
      page.frontMatter = yaml.load(frontMatterMatch[1]) ?? {};
    } catch (error) {
      page.frontMatterError = error.reason ?? error.message;
    }
  }
  const body = frontMatterMatch ? text.slice(frontMatterMatch[0].length) : text;
  const keepTree = () => (tree) => {
    page.tree = tree;
  };
  try {
    // MDX is compiled all the way (JSX and expressions must make valid JavaScript); CommonMark
    // cannot fail to compile, so parsing it is enough.
    if (file.endsWith('.mdx')) await compile(body, {format: 'mdx', remarkPlugins: [keepTree]});
    else page.tree = createProcessor({format: 'md'}).parse(body);
  } catch (error) {
    page.compileError = {line: (error.line ?? 0) + offset, message: error.reason ?? error.message};
  }
  // Heading ids as Docusaurus makes them: `{#custom-id}` or the slug of the heading's text,
  // numbered when repeated; plus the ids of HTML and JSX elements.
  const slugger = new GithubSlugger();
  for (const node of page.tree ? nodesOf(page.tree) : []) {
    if (node.type === 'heading') {
      const text = textOf({children: node.children.filter((child) => child.type !== 'html' && !child.type.startsWith('mdxJsx'))}).trim();
      const custom = /\s*\{#([^}]+)\}$/.exec(text);
      page.anchors.add(custom ? custom[1] : slugger.slug(text));
    } else if (node.type === 'html') {
      for (const [, id] of node.value.matchAll(/\bid=["']([^"']+)["']/g)) page.anchors.add(id);
    } else if (node.type?.startsWith('mdxJsx')) {
      const id = node.attributes?.find((attribute) => attribute.name === 'id');
      if (typeof id?.value === 'string') page.anchors.add(id.value);
    }
  }
  return page;
}

const pages = new Map();
const pageAt = async (file) => {
  if (!pages.has(file)) pages.set(file, await readPage(file));
  return pages.get(file);
};

function checkFrontMatter(page, isBlog) {
  const {file, frontMatter, frontMatterError} = page;
  if (frontMatterError) return report(file, 1, `front matter is not valid YAML: ${frontMatterError}`);
  if (!frontMatter) return report(file, 1, 'no front matter');
  if (!frontMatter.title) report(file, 1, 'front matter has no title');
  if (!isBlog && !frontMatter.description) report(file, 1, 'front matter has no description');
  if (isBlog && !frontMatter.authors) report(file, 1, 'blog post has no authors');
}

async function checkLink(page, isBlog, url, line) {
  const {file} = page;
  const isRoute = url.startsWith('/docs') || url.startsWith('/blog');
  if (!isRoute && /^(https?:|mailto:|\/|#)/.test(url)) return;
  if (isRoute) {
    if (!isBlog) report(file, line, `use a relative file link instead of the route ${url}`);
    else if (!knownRoutes.has(url.split('#')[0])) report(file, line, `unknown route ${url}`);
    return;
  }
  if (isBlog && /(^|\/)docs\//.test(url)) return report(file, line, `link to docs by route (/docs/...), not by file: ${url}`);
  const [target, anchor] = url.split('#');
  const abs = path.resolve(path.dirname(file), decodeURIComponent(target));
  if (!/\.mdx?$/.test(target)) {
    if (!IMAGE.test(target)) report(file, line, `relative link should point to a .md/.mdx file: ${url}`);
    else if (!fs.existsSync(abs)) report(file, line, `image not found: ${target}`);
    return;
  }
  if (!fs.existsSync(abs)) return report(file, line, `link target does not exist: ${target}`);
  if (anchor && !(await pageAt(abs)).anchors.has(anchor)) report(file, line, `anchor #${anchor} not found in ${target}`);
}

async function checkPage(file) {
  const page = await pageAt(file);
  const isBlog = path.relative(root, file).startsWith('blog');
  checkFrontMatter(page, isBlog);
  if (page.compileError) return report(file, page.compileError.line, `does not compile as ${file.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${page.compileError.message}`);
  for (const node of nodesOf(page.tree)) {
    const line = (node.position?.start.line ?? 0) + page.offset;
    if ((node.type === 'text' || node.type === 'html') && PLACEHOLDER.test(node.value)) report(file, line, `placeholder text: ${node.value.trim().slice(0, 60)}`);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') await checkLink(page, isBlog, node.url, line);
  }
}

const files = targets.flatMap(markdownFiles);
for (const file of files) await checkPage(file);

// markdownlint reads .markdownlint-cli2.jsonc from the repository root.
const lintFindings = [];
const lintExit = await markdownlint({
  directory: root,
  argv: targets.map((target) => {
    const relative = path.relative(root, path.resolve(target));
    return fs.existsSync(target) && fs.statSync(target).isDirectory() ? `${relative}/**/*.{md,mdx}` : relative;
  }),
  logMessage: () => {},
  logError: (line) => lintFindings.push(line),
});
problems.push(...lintFindings);
if (lintExit > 1 && lintFindings.length === 0) problems.push(`markdownlint failed (exit code ${lintExit})`);

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`content check: ${files.length} file(s), no problems`);
