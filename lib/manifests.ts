// The secureCodeBox manifests of Markdown pages and YAML files, for the checks of the docs' examples
// and `npm run measure:schemas`; Helm templates are not YAML and are left out.
import {codeFences} from './markdownFences';

/** One YAML document, with the file and 1-based line it starts at. */
export type YamlDocument = {file: string; line: number; text: string};

function yamlBlocks(file: string, source: string): YamlDocument[] {
  return codeFences(source.split('\n'))
    .filter((fence) => fence.lang === 'yaml' || fence.lang === 'yml')
    .map((fence) => ({file, line: fence.start + 1, text: fence.body}));
}

// Helm's trim markers, dot-paths and usual actions; a CascadingRule's {{$.hostOrIP}} is no Helm.
const HELM_SYNTAX =
  /\{\{-|-\}\}|\{\{\s*(?:\.|\$\.(?:Values|Release|Chart|Capabilities|Template)\b|(?:if|else|end|range|with|define|include|template|toYaml|tpl|default|quote|printf|required)\b|\$[A-Za-z_]\w*\s*:?=)/;

export const hasHelmSyntax = (text: string): boolean => HELM_SYNTAX.test(text);

/** Splits a block (`line`: its opening fence's) at `---` lines, keeping each document's line number. */
function splitDocuments(block: YamlDocument): YamlDocument[] {
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

// Only a top-level apiVersion makes a document a resource.
const DECLARES_SCB_API = /^apiVersion:\s*["']?(?:execution|cascading)\.securecodebox\.io\//m;

/** One manifest: where it is (`docs/api/crds/scan.mdx:34 Scan`), and its YAML. */
export type ManifestCase = {name: string; doc: YamlDocument};

/** The manifests of Markdown's ```yaml blocks and of other files whole; Helm blocks are counted, not returned. */
export function manifestCases(files: readonly {file: string; text: string}[]): {cases: ManifestCase[]; skippedHelmBlocks: number} {
  const cases: ManifestCase[] = [];
  let skippedHelmBlocks = 0;
  for (const {file, text} of files) {
    const blocks = /\.mdx?$/.test(file) ? yamlBlocks(file, text) : [{file, line: 0, text}];
    for (const block of blocks) {
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
  return {cases, skippedHelmBlocks};
}
