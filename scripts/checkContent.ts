// `npm run check:content [-- dir-or-file ...]` (default: docs blog): content lint for docs/ and
// blog/, which catches in seconds what the production build reports after a minute.
//
// markdownlint checks the Markdown itself, with the rules of .markdownlint-cli2.jsonc (code fence
// languages, heading levels, lists, tables, links within a page, …). This script adds what no
// library checks for us:
//   - the front matter fields we require (parsed with js-yaml);
//   - that every page parses with @mdx-js/mdx in the format Docusaurus gives it (.md as
//     CommonMark, .mdx as MDX, which must also compile);
//   - placeholder text;
//   - the release facts a doc page names (@release@, src/remark/releaseFacts.ts): names the facts have,
//     in the body only (the build fills them in there, not in the front matter or a blog post);
//   - links to other pages: docs link by relative file, blog posts by a route of the spec, and an
//     anchor names a heading of its target (slugged with github-slugger, as Docusaurus does).
import fs from 'node:fs';
import path from 'node:path';
import {compile, createProcessor} from '@mdx-js/mdx';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import {main as markdownlint} from 'markdownlint-cli2';
import {relativeFilesUnder} from '../lib/files';
import {repoRoot as root} from '../lib/root';
import {specBlogRoutes, specDocRoutes} from '../lib/specRoutes';
import {RELEASE_FACT, releaseFact} from '../src/remark/releaseFacts';

/** The parts of an mdast (or MDX) node this check reads. */
type Node = {
  type: string;
  value?: string;
  alt?: string;
  url?: string;
  children?: Node[];
  attributes?: {name?: string; value?: unknown}[];
  position?: {start: {line: number}};
};
type FrontMatter = {title?: unknown; description?: unknown; authors?: unknown};
type Page = {
  file: string;
  /** Lines of front matter before the body. */
  offset: number;
  frontMatter?: FrontMatter;
  frontMatterError?: string;
  tree?: Node;
  compileError?: {line: number; message: string};
  anchors: Set<string>;
};
/** What the YAML and MDX parsers throw. */
type ParseError = {reason?: string; message?: string; line?: number};
const targets = process.argv.slice(2).length ? process.argv.slice(2) : ['docs', 'blog'];

// Blog posts link to docs by route: Docusaurus resolves markdown file links only inside one
// content plugin. Those routes are checked against the spec's list.
const knownRoutes = new Set([...specDocRoutes(), ...specBlogRoutes()]);

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon|placeholder text)\b/i;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n|$)/;
const IMAGE = /\.(svg|png|jpe?g|webp|avif|gif)$/;

const problems: string[] = [];
const report = (file: string, line: number, message: string): void => {
  problems.push(`${path.relative(root, file)}:${line}: ${message}`);
};

function markdownFiles(target: string): string[] {
  const abs = path.resolve(target);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return relativeFilesUnder(abs)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(abs, file));
}

/** The text of an mdast node, as mdast-util-to-string gives it. */
const textOf = (node: Node): string => node.value ?? node.alt ?? (node.children ?? []).map(textOf).join('');

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** A page read and compiled: its front matter, its Markdown tree and the ids of its headings. */
async function readPage(file: string): Promise<Page> {
  const text = fs.readFileSync(file, 'utf8');
  const frontMatterMatch = FRONT_MATTER.exec(text);
  const offset = frontMatterMatch ? frontMatterMatch[0].split('\n').length - 1 : 0;
  const page: Page = {file, offset, anchors: new Set()};
  if (frontMatterMatch) {
    try {
      page.frontMatter = (yaml.load(frontMatterMatch[1]) ?? {}) as FrontMatter;
    } catch (error) {
      const {reason, message} = error as ParseError;
      page.frontMatterError = reason ?? message;
    }
  }
  const body = frontMatterMatch ? text.slice(frontMatterMatch[0].length) : text;
  const keepTree = () => (tree: unknown) => {
    page.tree = tree as Node;
  };
  try {
    // MDX is compiled all the way (JSX and expressions must make valid JavaScript); CommonMark
    // cannot fail to compile, so parsing it is enough.
    if (file.endsWith('.mdx')) await compile(body, {format: 'mdx', remarkPlugins: [keepTree]});
    else page.tree = createProcessor({format: 'md'}).parse(body) as Node;
  } catch (error) {
    const {line, reason, message} = error as ParseError;
    page.compileError = {line: (line ?? 0) + offset, message: reason ?? message ?? String(error)};
  }
  // Heading ids as Docusaurus makes them: `{#custom-id}` or the slug of the heading's text,
  // numbered when repeated; plus the ids of HTML and JSX elements.
  const slugger = new GithubSlugger();
  for (const node of page.tree ? nodesOf(page.tree) : []) {
    if (node.type === 'heading') {
      const text = textOf({type: 'heading', children: (node.children ?? []).filter((child) => child.type !== 'html' && !child.type.startsWith('mdxJsx'))}).trim();
      const custom = /\s*\{#([^}]+)\}$/.exec(text);
      page.anchors.add(custom ? custom[1] : slugger.slug(text));
    } else if (node.type === 'html') {
      for (const [, id] of (node.value ?? '').matchAll(/\bid=["']([^"']+)["']/g)) page.anchors.add(id);
    } else if (node.type.startsWith('mdxJsx')) {
      const id = node.attributes?.find((attribute) => attribute.name === 'id');
      if (typeof id?.value === 'string') page.anchors.add(id.value);
    }
  }
  return page;
}

const pages = new Map<string, Page>();
const pageAt = async (file: string): Promise<Page> => {
  const known = pages.get(file);
  if (known) return known;
  const page = await readPage(file);
  pages.set(file, page);
  return page;
};

function checkFrontMatter(page: Page, isBlog: boolean): void {
  const {file, frontMatter, frontMatterError} = page;
  if (frontMatterError) return report(file, 1, `front matter is not valid YAML: ${frontMatterError}`);
  if (!frontMatter) return report(file, 1, 'no front matter');
  if (!frontMatter.title) report(file, 1, 'front matter has no title');
  if (!isBlog && !frontMatter.description) report(file, 1, 'front matter has no description');
  if (isBlog && !frontMatter.authors) report(file, 1, 'blog post has no authors');
}

async function checkLink(page: Page, isBlog: boolean, url: string, line: number): Promise<void> {
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

async function checkPage(file: string): Promise<void> {
  const page = await pageAt(file);
  const isBlog = path.relative(root, file).startsWith('blog');
  checkFrontMatter(page, isBlog);
  const frontMatterFacts = JSON.stringify(page.frontMatter ?? {}).match(RELEASE_FACT);
  if (frontMatterFacts) report(file, 1, `${frontMatterFacts[0]} in the front matter: release facts are filled in only in the page's body`);
  if (page.compileError) return report(file, page.compileError.line, `does not compile as ${file.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${page.compileError.message}`);
  for (const node of page.tree ? nodesOf(page.tree) : []) {
    const line = (node.position?.start.line ?? 0) + page.offset;
    if ((node.type === 'text' || node.type === 'html') && node.value !== undefined && PLACEHOLDER.test(node.value)) report(file, line, `placeholder text: ${node.value.trim().slice(0, 60)}`);
    if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && node.url !== undefined) await checkLink(page, isBlog, node.url, line);
    for (const [token, name] of `${node.value ?? ''} ${node.url ?? ''}`.matchAll(RELEASE_FACT)) {
      if (isBlog) report(file, line, `${token}: a blog post keeps the versions of its day; release facts are filled in only in the docs`);
      else {
        try {
          releaseFact(name);
        } catch (error) {
          report(file, line, (error as Error).message);
        }
      }
    }
  }
}

const files = targets.flatMap(markdownFiles);
for (const file of files) await checkPage(file);

// markdownlint reads .markdownlint-cli2.jsonc from the repository root.
const lintFindings: string[] = [];
const lintExit = await markdownlint({
  directory: root,
  argv: targets.map((target) => {
    const relative = path.relative(root, path.resolve(target));
    return fs.existsSync(target) && fs.statSync(target).isDirectory() ? `${relative}/**/*.{md,mdx}` : relative;
  }),
  logMessage: () => {},
  logError: (line: string) => lintFindings.push(line),
});
problems.push(...lintFindings);
if (lintExit > 1 && lintFindings.length === 0) problems.push(`markdownlint failed (exit code ${lintExit})`);

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s) in ${files.length} file(s)`);
  process.exit(1);
}
console.log(`content check: ${files.length} file(s), no problems`);
