// Reads the few things the release facts need from Helm templates without a Helm renderer:
// the names of the secureCodeBox resources a chart creates, the conditions around them
// and the image references. Each reader accepts the forms the secureCodeBox charts use and
// throws on anything else, so a new template form is noticed instead of misread.
import type {ChartResource, ChartResourceKind} from '../../src/data/release/types';

export class TemplateError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'TemplateError';
  }
}

type Action = {start: number; end: number; body: string};

/** The `{{ … }}` actions of a template in order, with their trim markers and comments removed. */
export function actionsOf(text: string): Action[] {
  const actions: Action[] = [];
  for (const m of text.matchAll(/\{\{-?\s*([\s\S]*?)\s*-?\}\}/g)) {
    const body = m[1].trim();
    if (body.startsWith('/*')) continue;
    actions.push({start: m.index, end: m.index + m[0].length, body});
  }
  return actions;
}

type Block = {keyword: 'if' | 'with' | 'range' | 'define' | 'block'; condition: string; negated: boolean};

/** The blocks (`if`, `with`, `range`, `define`) open at `offset`, outermost first. */
export function blocksAt(file: string, actions: readonly Action[], offset: number): Block[] {
  const stack: Block[] = [];
  for (const action of actions) {
    if (action.start >= offset) break;
    const keyword = /^(if|with|range|define|block|else|end)\b\s*(.*)$/s.exec(action.body);
    if (!keyword) continue;
    const [, word, rest] = keyword;
    if (word === 'end') {
      if (!stack.pop()) throw new TemplateError(file, 'an {{ end }} closes no block');
    } else if (word === 'else') {
      const top = stack.at(-1);
      if (!top) throw new TemplateError(file, 'an {{ else }} outside any block');
      // `else if x` continues the chain: the branch holds when the earlier conditions failed and x holds.
      stack[stack.length - 1] = rest.startsWith('if ')
        ? {keyword: 'if', condition: `${top.negated ? '' : 'not '}${top.condition} and ${rest.slice(3)}`, negated: false}
        : {...top, negated: !top.negated};
    } else {
      stack.push({keyword: word as Block['keyword'], condition: rest, negated: false});
    }
  }
  return stack;
}

const VALUES_PATH = /^\$?\.Values\.([A-Za-z0-9_.]+)$/;

/** The values keys that must be true for text inside these blocks to be rendered; throws on conditions it cannot read. */
export function conditionsOf(file: string, blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => {
    if (block.keyword !== 'if' && block.keyword !== 'with') {
      throw new TemplateError(file, `a resource inside {{ ${block.keyword} ${block.condition} }} cannot be read`);
    }
    const key = VALUES_PATH.exec(block.condition);
    if (!key || block.negated) {
      throw new TemplateError(
        file,
        `a resource inside {{ ${block.negated ? 'else of ' : ''}${block.keyword} ${block.condition} }}: only plain .Values conditions can be read`,
      );
    }
    return [key[1]];
  });
}

export const RESOURCE_KINDS: readonly ChartResourceKind[] = ['ScanType', 'ParseDefinition', 'CascadingRule', 'ScanCompletionHook'];
const CLUSTER_KINDS = ['ClusterScanType', 'ClusterParseDefinition', 'ClusterScanCompletionHook'];

/**
 * The actions of the fullname helper that `helm create` scaffolds and the hooks name their
 * ScanCompletionHook with: fullnameOverride if set, else the release name when it already
 * contains the chart name, else `<release>-<chart>`.
 */
const FULLNAME_ACTIONS = [
  'if .Values.fullnameOverride',
  '.Values.fullnameOverride | trunc 63 | trimSuffix "-"',
  'else',
  '$name := default .Chart.Name .Values.nameOverride',
  'if contains $name .Release.Name',
  '.Release.Name | trunc 63 | trimSuffix "-"',
  'else',
  'printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-"',
  'end',
  'end',
].join('\n');

/** The body of `{{ define "name" }}` in the given helper files. */
export function helperBody(helpers: ReadonlyMap<string, string>, name: string): {file: string; body: string} | undefined {
  for (const [file, text] of helpers) {
    const actions = actionsOf(text);
    const open = actions.findIndex((a) => a.body === `define "${name}"`);
    if (open < 0) continue;
    let depth = 0;
    for (let i = open; i < actions.length; i++) {
      const word = /^(if|with|range|define|block|end)\b/.exec(actions[i].body)?.[1];
      if (word === 'end') depth--;
      else if (word) depth++;
      if (depth === 0) return {file, body: text.slice(actions[open].end, actions[i].start)};
    }
    throw new TemplateError(file, `{{ define "${name}" }} is not closed`);
  }
  return undefined;
}

/** A template reduced to its actions, one per line, so layout and trim markers do not matter. */
function normalized(text: string): string | undefined {
  const actions = actionsOf(text);
  const between = actions.map((a, i) => text.slice(i === 0 ? 0 : actions[i - 1].end, a.start)).join('') + text.slice(actions.at(-1)?.end ?? 0);
  if (between.trim() !== '') return undefined;
  return actions.map((a) => a.body.replace(/\s+/g, ' ')).join('\n');
}

/** Reads a `metadata.name` expression of a resource template. */
export function readResourceName(
  file: string,
  expression: string,
  chartName: string,
  helpers: ReadonlyMap<string, string>,
): Pick<ChartResource, 'name' | 'nameSuffixFrom' | 'namedAfterRelease'> {
  const text = expression.trim().replace(/^"(.*)"$/, '$1');
  if (/^[a-z0-9][a-z0-9.-]*$/.test(text)) return {name: text};
  const suffix = /^([a-z0-9][a-z0-9.-]*)\{\{\s*\.Values\.([A-Za-z0-9_.]+)\s*\|\s*default\s*""\s*\}\}$/.exec(text);
  if (suffix) return {name: suffix[1], nameSuffixFrom: suffix[2]};
  const include = /^\{\{-?\s*include\s+"([^"]+)"\s+\.\s*-?\}\}$/.exec(text);
  if (include) {
    const helper = helperBody(helpers, include[1]);
    if (!helper) throw new TemplateError(file, `the name uses the helper "${include[1]}", which no _helpers.tpl defines`);
    if (normalized(helper.body) !== FULLNAME_ACTIONS) {
      throw new TemplateError(helper.file, `the helper "${include[1]}" is not the standard fullname helper, so the name it makes cannot be read`);
    }
    return {name: chartName, namedAfterRelease: true};
  }
  throw new TemplateError(file, `cannot read the resource name ${expression.trim()}`);
}

/** The secureCodeBox resources a template file creates, with their names and conditions. */
export function resourcesInTemplate(
  file: string,
  text: string,
  chartName: string,
  helpers: ReadonlyMap<string, string>,
): ChartResource[] {
  const actions = actionsOf(text);
  const resources: ChartResource[] = [];
  for (const kindLine of text.matchAll(/^kind:\s*"?([A-Za-z]+)"?\s*$/gm)) {
    const kind = kindLine[1];
    if (CLUSTER_KINDS.includes(kind)) throw new TemplateError(file, `${kind} is not yet part of the release facts`);
    if (!(RESOURCE_KINDS as readonly string[]).includes(kind)) continue;
    const rest = text.slice(kindLine.index);
    const documentEnd = rest.search(/^---\s*$/m);
    const document = documentEnd >= 0 ? rest.slice(0, documentEnd) : rest;
    const name = /^metadata:\s*\n(?:[ \t]+.*\n)*?[ \t]+name:\s*(.+)$/m.exec(document);
    if (!name) throw new TemplateError(file, `a ${kind} without metadata.name`);
    const when = conditionsOf(file, blocksAt(file, actions, kindLine.index));
    resources.push({
      kind: kind as ChartResourceKind,
      ...readResourceName(file, name[1], chartName, helpers),
      ...(when.length ? {when} : {}),
    });
  }
  return resources;
}

/**
 * The folder a template imports raw files from (`range $path, $_ := .Files.Glob "folder/*"`) and
 * the conditions around that import, or undefined when the template imports nothing.
 */
export function globbedFolder(file: string, text: string): {folder: string; when: string[]} | undefined {
  const globs = [...text.matchAll(/\.Files\.Glob\s+"([^"]+)"/g)];
  if (globs.length === 0) return undefined;
  if (globs.length > 1 || !/^[a-z0-9-]+\/\*$/.test(globs[0][1])) {
    throw new TemplateError(file, `cannot read the .Files.Glob pattern(s) ${globs.map((g) => g[1]).join(', ')}`);
  }
  const actions = actionsOf(text);
  const blocks = blocksAt(file, actions, globs[0].index + globs[0][0].length);
  const loop = blocks.at(-1);
  if (!loop || loop.keyword !== 'range' || !loop.condition.includes('.Files.Glob')) {
    throw new TemplateError(file, '.Files.Glob outside a range over its files');
  }
  return {folder: globs[0][1].slice(0, -2), when: conditionsOf(file, blocks.slice(0, -1))};
}

export type ImageReference = {values: string; tagDefault?: 'appVersion' | 'chartVersion'};

const IMAGE =
  /\{\{\s*\.Values\.([A-Za-z0-9_.]+)\.repository\s*\}\}:\{\{\s*\.Values\.([A-Za-z0-9_.]+)\.tag(?:\s*\|\s*default\s+\.Chart\.(Version|AppVersion))?\s*\}\}/g;

/** The image references (`repository:tag` from values) in a template. */
export function imagesInTemplate(file: string, text: string): ImageReference[] {
  const found: ImageReference[] = [];
  let matched = 0;
  for (const m of text.matchAll(IMAGE)) {
    if (m[1] !== m[2]) throw new TemplateError(file, `an image takes its repository from ${m[1]} but its tag from ${m[2]}`);
    matched++;
    found.push({values: m[1], ...(m[3] ? {tagDefault: m[3] === 'AppVersion' ? 'appVersion' : 'chartVersion'} : {})});
  }
  const mentions = [...text.matchAll(/\.Values\.[A-Za-z0-9_.]+\.repository\b/g)].length;
  if (mentions !== matched) throw new TemplateError(file, 'an image reference that is not `{{ .Values.x.repository }}:{{ .Values.x.tag … }}`');
  return found;
}

/**
 * The values keys no template reads: neither the key nor a map above it appears as
 * `.Values.<path>`. Undefined when a template hands `.Values` on as a whole (to a helper, say),
 * because then any key may be read.
 */
export function unusedKeys(keys: readonly string[], templates: readonly string[]): Set<string> | undefined {
  const read = new Set<string>();
  for (const text of templates) {
    for (const m of text.matchAll(/\.Values\b(?:\.[A-Za-z0-9_]+)*/g)) {
      if (m[0] === '.Values') return undefined;
      read.add(m[0].slice('.Values.'.length));
    }
  }
  return new Set(
    keys.filter((key) => {
      const parts = key.split('.');
      return !parts.some((_, i) => read.has(parts.slice(0, i + 1).join('.')));
    }),
  );
}

/** The kinds whose documents run containers: the resources a key about pods or images can reach. */
export const WORKLOAD_KINDS = ['ScanType', 'ParseDefinition', 'ScanCompletionHook', 'Deployment', 'StatefulSet', 'Job', 'CronJob'] as const;

export type TemplateDocument = {
  readonly kind: string;
  /** The name a default installation gives it, with template actions replaced by readable stand-ins. */
  readonly name: string;
  /** The `.Values` paths read inside the document, its helpers and the blocks around it; '' when `.Values` is handed on whole. */
  readonly reads: ReadonlySet<string>;
};

const VALUES_REFERENCE = /\$?\.Values((?:\.[A-Za-z0-9_]+)*)(?![A-Za-z0-9_])/g;

/** The `.Values` paths an action or a helper reads, following `include`s into the helper files. */
function valuesReadBy(body: string, helpers: ReadonlyMap<string, string>, seen: Set<string> = new Set()): string[] {
  const paths = [...body.matchAll(VALUES_REFERENCE)].map((m) => m[1].replace(/^\./, ''));
  for (const m of body.matchAll(/\binclude\s+"([^"]+)"/g)) {
    if (seen.has(m[1])) continue;
    seen.add(m[1]);
    const helper = helperBody(helpers, m[1]);
    if (helper) paths.push(...valuesReadBy(helper.body, helpers, seen));
  }
  return paths;
}

/** A resource name as a reader would see it after a default installation. */
export function readableName(expression: string, chartName: string, chartVersion: string): string {
  return expression
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .replace(/\{\{-?\s*\.Values\.[A-Za-z0-9_.]+\s*\|\s*default\s*""\s*-?\}\}/g, '')
    .replace(/\{\{-?\s*include\s+"[^"]*fullname"\s+\.\s*-?\}\}/g, chartName)
    .replace(/\{\{-?\s*\.Release\.Name\s*-?\}\}/g, '<release>')
    .replace(/\{\{-?\s*\.Chart\.Version\s*-?\}\}/g, chartVersion)
    .replace(/\{\{[\s\S]*?\}\}/g, '…');
}

/**
 * The documents of a template file with the values each one reads. A key read in a block that
 * encloses whole documents (`{{ if .Values.x }}` before a `---`) counts for the documents inside it.
 */
export function documentsOf(
  file: string,
  text: string,
  chartName: string,
  chartVersion: string,
  helpers: ReadonlyMap<string, string>,
): TemplateDocument[] {
  const separators = [...text.matchAll(/^---\s*$/gm)].map((m) => m.index);
  const bounds = [0, ...separators, text.length];
  type Draft = {start: number; end: number; kindAt: number; kind: string; name: string; reads: Set<string>};
  const docs: Draft[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const body = text.slice(bounds[i], bounds[i + 1]);
    const kind = /^kind:\s*"?([A-Za-z]+)"?\s*$/m.exec(body);
    if (!kind) continue;
    const name = /^metadata:\s*\n(?:[ \t]+.*\n)*?[ \t]+name:\s*(.+)$/m.exec(body);
    docs.push({
      start: bounds[i],
      end: bounds[i + 1],
      kindAt: bounds[i] + kind.index,
      kind: kind[1],
      name: name ? readableName(name[1], chartName, chartVersion) : '…',
      reads: new Set(),
    });
  }
  const actions = actionsOf(text);
  actions.forEach((action, index) => {
    const paths = valuesReadBy(action.body, helpers);
    if (paths.length === 0) return;
    let targets = docs.filter((d) => action.start >= d.start && action.start < d.end);
    if (/^(if|with|range)\b/.test(action.body)) {
      let depth = 0;
      let close = text.length;
      for (let j = index; j < actions.length; j++) {
        const word = /^(if|with|range|define|block|end)\b/.exec(actions[j].body)?.[1];
        if (word === 'end') depth--;
        else if (word) depth++;
        if (depth === 0) {
          close = actions[j].end;
          break;
        }
      }
      const enclosed = docs.filter((d) => d.kindAt > action.start && d.kindAt < close);
      if (enclosed.length) targets = enclosed;
    }
    if (targets.length === 0 && docs.length === 0) return;
    if (targets.length === 0) throw new TemplateError(file, `{{ ${action.body} }} reads values outside any document`);
    for (const doc of targets) for (const p of paths) doc.reads.add(p);
  });
  return docs.map(({kind, name, reads}) => ({kind, name, reads}));
}

/** Whether a document that reads these paths reads the key: the key itself or a map above it is read. */
export function readsKey(reads: ReadonlySet<string>, key: string): boolean {
  if (reads.has('')) return true;
  const parts = key.split('.');
  return parts.some((_, i) => reads.has(parts.slice(0, i + 1).join('.')));
}
