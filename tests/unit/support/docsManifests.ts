// The secureCodeBox manifests of the docs and the blog: each ```yaml block of docs/ and blog/,
// split into its documents, keeping those whose apiVersion belongs to a secureCodeBox API group.
// Blocks with Helm template syntax are left out: they are chart templates, not manifests, and do
// not parse as YAML. Mustache templates ({{$.hostOrIP}}, {{attributes.port}}) are ordinary string
// values in CascadingRules and stay in. Used by the Ajv check of every example
// (tests/unit/data/crdSchema.examples.test.ts) and the YAML language server's
// (tests/nginx/yaml-language-server.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../../../lib/root';

const root = repoRoot;
const contentDirs = ['docs', 'blog'];

type YamlBlock = {file: string; line: number; text: string};
export type YamlDocument = {file: string; line: number; text: string};

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Fenced ```yaml / ```yml blocks, also inside lists and admonitions (indented fences). */
function yamlBlocks(file: string, source: string): YamlBlock[] {
  const lines = source.split('\n');
  const blocks: YamlBlock[] = [];
  let open: {marker: string; indent: number; isYaml: boolean; line: number; body: string[]} | null = null;
  lines.forEach((line, i) => {
    if (!open) {
      const start = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
      if (start) {
        const lang = start[3].toLowerCase();
        open = {marker: start[2], indent: start[1].length, isYaml: lang === 'yaml' || lang === 'yml', line: i + 1, body: []};
      }
      return;
    }
    const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
    if (close && close[1][0] === open.marker[0] && close[1].length >= open.marker.length) {
      if (open.isYaml) blocks.push({file, line: open.line, text: open.body.join('\n')});
      open = null;
      return;
    }
    // Remove the fence's own indentation, as CommonMark does for indented fences.
    const indent = open.indent;
    open.body.push(line.replace(new RegExp(`^ {0,${indent}}`), ''));
  });
  return blocks;
}

// Helm (Go template) syntax: trim markers, dot-paths and the usual actions and functions.
const HELM_SYNTAX =
  /\{\{-|-\}\}|\{\{\s*(?:\.|\$\.(?:Values|Release|Chart|Capabilities|Template)\b|(?:if|else|end|range|with|define|include|template|toYaml|tpl|default|quote|printf|required)\b|\$[A-Za-z_]\w*\s*:?=)/;

function hasHelmSyntax(text: string): boolean {
  return HELM_SYNTAX.test(text);
}

/** Splits a block at `---` separator lines, keeping the line number of each document. */
function splitDocuments(block: YamlBlock): YamlDocument[] {
  const docs: YamlDocument[] = [];
  let current: string[] = [];
  let startLine = block.line + 1;
  block.text.split('\n').forEach((line, i) => {
    if (/^---\s*(#.*)?$/.test(line)) {
      docs.push({file: block.file, line: startLine, text: current.join('\n')});
      current = [];
      startLine = block.line + 2 + i;
      return;
    }
    current.push(line);
  });
  docs.push({file: block.file, line: startLine, text: current.join('\n')});
  return docs.filter((doc) => doc.text.trim() !== '');
}

// Only a top-level apiVersion makes a document a resource (an indented one is text inside another document).
const DECLARES_SCB_API = /^apiVersion:\s*["']?(?:execution|cascading)\.securecodebox\.io\//m;

/** One manifest: where it is (`docs/api/crds/scan.mdx:34 Scan`), and its YAML. */
export type Case = {name: string; doc: YamlDocument};

export function collectCases(): {cases: Case[]; skippedHelmBlocks: number} {
  const cases: Case[] = [];
  let skippedHelmBlocks = 0;
  for (const dir of contentDirs) {
    for (const file of markdownFiles(path.join(root, dir))) {
      const rel = path.relative(root, file);
      for (const block of yamlBlocks(rel, fs.readFileSync(file, 'utf8'))) {
        if (!DECLARES_SCB_API.test(block.text)) continue;
        if (hasHelmSyntax(block.text)) {
          skippedHelmBlocks += 1;
          continue;
        }
        for (const doc of splitDocuments(block)) {
          if (!DECLARES_SCB_API.test(doc.text)) continue;
          const kind = /^kind:\s*["']?(\w+)/m.exec(doc.text)?.[1] ?? 'unknown kind';
          cases.push({name: `${doc.file}:${doc.line} ${kind}`, doc});
        }
      }
    }
  }
  return {cases, skippedHelmBlocks};
}

