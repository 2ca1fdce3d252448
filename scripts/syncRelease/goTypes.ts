// The Go type of every CRD field, as the operator's API declares it (`*ResourceMode`,
// `[][]*HookStatus`, `*corev1.Affinity`): read from the `type … struct` declarations of
// operator/apis/**/*_types.go and followed from each kind's Spec and Status down to the fields the
// CRD lists. The CRD's OpenAPI schema knows only JSON types, so this is where a field table's Go
// type comes from; writing it by hand loses pointers and package names.
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../lib/files';

type GoField = {json: string; type: string; inline: boolean};
type GoStruct = {pkg: string; fields: GoField[]};
/** A package's structs and its imports (alias → package folder below the checkout, for secureCodeBox's own packages). */
type GoPackage = {structs: Map<string, GoField[]>; imports: Map<string, string>};

const MODULE = 'github.com/secureCodeBox/secureCodeBox/';

/** The `*_types.go` files below `dir`, by package folder (relative to the checkout). */
function typeFiles(root: string, dir: string): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const file of filesUnder(path.join(root, dir), '_types.go')) {
    const pkg = path.relative(root, path.dirname(file)).split(path.sep).join('/');
    byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), file]);
  }
  return byPackage;
}

const withoutComments = (source: string): string => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

/** The struct declarations and imports of one Go source file. */
export function parseGoSource(file: string, source: string): GoPackage {
  const text = withoutComments(source);
  const imports = new Map<string, string>();
  const importBlock = /^import\s*\(([\s\S]*?)\)/m.exec(text)?.[1] ?? /^import\s+([^\n]+)/m.exec(text)?.[1] ?? '';
  for (const line of importBlock.split('\n')) {
    const m = /^\s*(?:(\w+)\s+)?"([^"]+)"/.exec(line);
    if (!m) continue;
    const [, alias, importPath] = m;
    imports.set(alias ?? importPath.split('/').pop()!, importPath.startsWith(MODULE) ? importPath.slice(MODULE.length) : importPath);
  }
  const structs = new Map<string, GoField[]>();
  for (const m of text.matchAll(/^type\s+(\w+)\s+struct\s*\{([\s\S]*?)^\}/gm)) {
    const fields: GoField[] = [];
    for (const line of m[2].split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      // `Name Type \`tag\``, or `pkg.Type \`tag\`` for an embedded struct.
      const tagged = /^(?:(\w+)\s+)?([*[\]\w.]+)\s+`([^`]*)`$/.exec(trimmed);
      if (!tagged) throw new Error(`${file}: cannot read the field "${trimmed}" of struct ${m[1]}`);
      const [, name, type, tag] = tagged;
      const json = /json:"([^"]*)"/.exec(tag)?.[1];
      if (json === undefined) throw new Error(`${file}: the field "${trimmed}" of struct ${m[1]} has no json tag`);
      const [jsonName, ...options] = json.split(',');
      if (jsonName === '-') continue;
      fields.push({json: jsonName, type, inline: !name || options.includes('inline')});
    }
    structs.set(m[1], fields);
  }
  return {structs, imports};
}

/** The element type below pointers, slices and maps: `[][]*HookStatus` → `HookStatus`, with the list levels passed. */
function elementOf(type: string): {name: string; lists: number; map: boolean} {
  let rest = type;
  let lists = 0;
  let map = false;
  for (;;) {
    if (rest.startsWith('*')) rest = rest.slice(1);
    else if (rest.startsWith('[]')) {
      rest = rest.slice(2);
      lists += 1;
    } else if (rest.startsWith('map[')) {
      rest = rest.slice(rest.indexOf(']') + 1);
      map = true;
    } else return {name: rest, lists, map};
  }
}

export type GoTypeReader = {
  /** Go type by field path below spec and status of `kind` (paths as in src/data/release/types.ts). */
  fieldTypes(kind: string): {spec: Map<string, string>; status: Map<string, string>};
};

/** Reads the API packages below `apisDir` (e.g. operator/apis) of a checkout at `root`. */
export function readGoTypes(root: string, apisDir = 'operator/apis'): GoTypeReader {
  const packages = new Map<string, GoPackage>();
  for (const [pkg, files] of typeFiles(root, apisDir)) {
    const merged: GoPackage = {structs: new Map(), imports: new Map()};
    for (const file of files) {
      const parsed = parseGoSource(path.relative(root, file), fs.readFileSync(file, 'utf8'));
      for (const [name, fields] of parsed.structs) merged.structs.set(name, fields);
      for (const [alias, target] of parsed.imports) merged.imports.set(alias, target);
    }
    packages.set(pkg, merged);
  }
  if (packages.size === 0) throw new Error(`${root}: no *_types.go files below ${apisDir}`);

  /** The struct a type names, seen from package `pkg`, if it is one of the API's own. */
  const structOf = (pkg: string, name: string): GoStruct | undefined => {
    const dot = name.indexOf('.');
    const target = dot < 0 ? pkg : packages.get(pkg)?.imports.get(name.slice(0, dot));
    const fields = target === undefined ? undefined : packages.get(target)?.structs.get(dot < 0 ? name : name.slice(dot + 1));
    return fields && target !== undefined ? {pkg: target, fields} : undefined;
  };

  const walk = (struct: GoStruct, prefix: string, out: Map<string, string>): void => {
    for (const field of struct.fields) {
      const {name, lists, map} = elementOf(field.type);
      const inner = map ? undefined : structOf(struct.pkg, name);
      if (field.inline) {
        if (inner) walk(inner, prefix, out);
        continue;
      }
      const fieldPath = `${prefix}${field.json}`;
      out.set(fieldPath, field.type);
      if (inner) walk(inner, `${fieldPath}${'[]'.repeat(lists)}.`, out);
    }
  };

  return {
    fieldTypes(kind) {
      const owner = [...packages].find(([, p]) => p.structs.has(kind));
      if (!owner) throw new Error(`${apisDir}: no struct ${kind}`);
      const [pkg, {structs}] = owner;
      const part = (json: string): Map<string, string> => {
        const field = structs.get(kind)!.find((f) => f.json === json);
        const out = new Map<string, string>();
        const struct = field && structOf(pkg, elementOf(field.type).name);
        if (struct) walk(struct, '', out);
        return out;
      };
      return {spec: part('spec'), status: part('status')};
    },
  };
}
