// What runs what: the release's CascadingRules read the way the cascading-scans hook of
// v5.8.0 applies them (hooks/cascading-scans/hook/hook.ts and scan-helpers.ts):
// - a Scan cascades only when it has `spec.cascades`; that label selector picks the rules
//   (an empty selector picks all of them), and every follow-up scan inherits it unchanged;
// - a rule starts a scan for each finding that matches any entry of its `matches.anyOf`;
// - a rule is skipped when it already started a scan earlier in the same chain, so no chain
//   loops for ever;
// - a chart's rules exist in a namespace only when it was installed with cascadingRules.enabled.
// Matching here is by finding category: which rules a scanner's findings *can* start. Whether
// one finding matches also depends on its attributes (port, service) and on scope limits,
// which only a real scan's findings can tell.
import {cascadingRules, parserCategories} from './release/generated/cascading-rules';
import {release} from './release/generated/release';
import type {CascadingRuleFacts} from './release/types';
import {computedCategories} from './findingCategories';

export const INVASIVE = 'securecodebox.io/invasive';
export const INTENSIVE = 'securecodebox.io/intensive';

/** The values the release's rules give the two labels, in the order a reader weighs them. */
export const LABEL_VALUES = {
  [INVASIVE]: ['non-invasive', 'invasive'],
  [INTENSIVE]: ['light', 'medium', 'high'],
} as const;

/** The values of each of the two labels that a reader allows a cascade to start. */
export type AllowedLabelValues = Readonly<Record<keyof typeof LABEL_VALUES, readonly string[]>>;

export type SelectorOperator = 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
export type LabelSelector = {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly {readonly key: string; readonly operator: SelectorOperator; readonly values?: readonly string[]}[];
};

/** Kubernetes label-selector semantics: every matchLabels pair and every expression must hold. */
export function selects(selector: LabelSelector, labels: Readonly<Record<string, string>>): boolean {
  for (const [key, value] of Object.entries(selector.matchLabels ?? {})) {
    if (labels[key] !== value) return false;
  }
  for (const {key, operator, values = []} of selector.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, key);
    const ok =
      operator === 'In'
        ? has && values.includes(labels[key])
        : operator === 'NotIn'
          ? !has || !values.includes(labels[key])
          : operator === 'Exists'
            ? has
            : !has;
    if (!ok) return false;
  }
  return true;
}

/** Every finding category a scanner chart's parser can emit: literals from the sync plus the hand-kept ones. */
export function categoriesOf(chart: string): readonly string[] {
  const literal = parserCategories[chart] ?? [];
  const computed = computedCategories[chart]?.categories ?? [];
  return [...new Set([...literal, ...computed])].sort();
}

/** The categories a rule matches on, once each. */
export const ruleCategories = (rule: CascadingRuleFacts): string[] =>
  [...new Set(rule.anyOf.map((entry) => entry.category).filter((c): c is string => typeof c === 'string'))];

/**
 * What the cascade computations read: the rules, and the finding categories each scanner chart
 * can emit. The site's components use the release's (releaseCascades); a tool outside the site
 * passes the same facts as the build publishes them (src/plugins/releaseFactsForTools).
 */
export type CascadeFacts = {
  readonly rules: readonly CascadingRuleFacts[];
  /** By scanner chart: categoriesOf each. */
  readonly categories: Readonly<Record<string, readonly string[]>>;
};

export const releaseCascades: CascadeFacts = {
  rules: cascadingRules,
  categories: Object.fromEntries(release.charts.filter((c) => c.kind === 'scanner').map((c) => [c.name, categoriesOf(c.name)])),
};

/** The rules that findings of `chart` can satisfy (by category), in the release's order. */
export function rulesStartedFrom(chart: string, facts: CascadeFacts = releaseCascades): CascadingRuleFacts[] {
  const emitted = new Set(facts.categories[chart] ?? []);
  return facts.rules.filter((rule) => ruleCategories(rule).some((c) => emitted.has(c)));
}

/** The rules that a chart ships (its follow-up scans are of its own ScanTypes). */
export const rulesOf = (chart: string, rules: readonly CascadingRuleFacts[] = cascadingRules): CascadingRuleFacts[] =>
  rules.filter((rule) => rule.chart === chart);

export type CascadeNode = {
  /** The scanner chart whose scan runs at this point of the chain. */
  readonly chart: string;
  /** The rule that started this scan; absent for the first scan. */
  readonly rule?: CascadingRuleFacts;
  /** Depth in the chain: 0 for the first scan. */
  readonly depth: number;
  /**
   * This chart's scan was already followed further up the tree: its findings can start the
   * same rules again (minus those already in its chain), so the tree does not repeat them.
   */
  readonly again?: true;
  readonly children: readonly CascadeNode[];
};

/**
 * The scans that can follow a first scan of `start` under `selector`, breadth first. Each
 * chart is followed once; a later scan of a chart already followed is marked `again`.
 */
export function cascadeTree(start: string, selector: LabelSelector, facts: CascadeFacts = releaseCascades): CascadeNode {
  const selected: CascadeFacts = {...facts, rules: facts.rules.filter((rule) => selects(selector, rule.labels))};
  type Draft = {chart: string; rule?: CascadingRuleFacts; depth: number; again?: true; chain: string[]; children: Draft[]};
  const root: Draft = {chart: start, depth: 0, chain: [], children: []};
  const followed = new Set([start]);
  const queue: Draft[] = [root];
  while (queue.length) {
    const node = queue.shift()!;
    for (const rule of rulesStartedFrom(node.chart, selected)) {
      if (node.chain.includes(rule.name)) continue;
      const child: Draft = {chart: rule.chart, rule, depth: node.depth + 1, chain: [...node.chain, rule.name], children: []};
      const next = rulesStartedFrom(rule.chart, selected).filter((r) => !child.chain.includes(r.name));
      if (followed.has(rule.chart)) {
        if (next.length) child.again = true;
      } else {
        followed.add(rule.chart);
        queue.push(child);
      }
      node.children.push(child);
    }
  }
  const freeze = ({chain: _chain, children, ...node}: Draft): CascadeNode => ({...node, children: children.map(freeze)});
  return freeze(root);
}

/** Every node of a tree, depth first. */
export function nodesOf(tree: CascadeNode): CascadeNode[] {
  return [tree, ...tree.children.flatMap(nodesOf)];
}

/**
 * The selector for the label values a reader allows, written the way a Scan's `spec.cascades`
 * would: nothing for a label whose every value is allowed, matchLabels for a single value,
 * an `In` expression for several, and a `NotIn` expression of every value for none (the
 * cascading-scans hook passes NotIn and DoesNotExist on to Kubernetes; every rule of the release
 * carries both labels, so such a selector allows none of them).
 */
export function selectorFor(allowed: AllowedLabelValues): LabelSelector {
  const matchLabels: Record<string, string> = {};
  const matchExpressions: {key: string; operator: SelectorOperator; values: string[]}[] = [];
  for (const key of [INVASIVE, INTENSIVE] as const) {
    const values = LABEL_VALUES[key].filter((v) => allowed[key].includes(v));
    if (values.length === LABEL_VALUES[key].length) continue;
    if (values.length === 0) matchExpressions.push({key, operator: 'NotIn', values: [...LABEL_VALUES[key]]});
    else if (values.length === 1) matchLabels[key] = values[0];
    else matchExpressions.push({key, operator: 'In', values});
  }
  return {
    ...(Object.keys(matchLabels).length ? {matchLabels} : {}),
    ...(matchExpressions.length ? {matchExpressions} : {}),
  };
}

/** What the cascade explorer shows for a first scan and the label values a reader allows. */
export type CascadeOutcome = {
  /** The Scan's `spec.cascades` for those values. */
  readonly selector: LabelSelector;
  readonly tree: CascadeNode;
  /** Every scan of the tree after the first, each with the rule that starts it. */
  readonly followUps: readonly CascadeNode[];
  /** The charts of those rules: each must be installed with cascadingRules.enabled for its rules to exist. */
  readonly charts: readonly string[];
  /** How many rules the first scan's findings can satisfy, whatever their labels. */
  readonly matchingAnyLabels: number;
};

/** The explorer's computation (src/components/Cascades/Explorer.tsx), for the site and for tools with the published facts. */
export function cascadeFrom(start: string, allowed: AllowedLabelValues, facts: CascadeFacts = releaseCascades): CascadeOutcome {
  const selector = selectorFor(allowed);
  const tree = cascadeTree(start, selector, facts);
  const followUps = nodesOf(tree).filter((node) => node.rule);
  const charts = [...new Set(followUps.map((node) => node.rule!.chart))];
  return {selector, tree, followUps, charts, matchingAnyLabels: rulesStartedFrom(start, facts).length};
}

/** `spec.cascades` as YAML, for a Scan's spec. */
export function cascadesYaml(selector: LabelSelector): string {
  const lines = ['spec:'];
  const {matchLabels, matchExpressions} = selector;
  if (!matchLabels && !matchExpressions) return 'spec:\n  # an empty selector selects every CascadingRule in the namespace\n  cascades: {}\n';
  lines.push('  cascades:');
  if (matchLabels) {
    lines.push('    matchLabels:');
    for (const [key, value] of Object.entries(matchLabels)) lines.push(`      ${key}: ${value}`);
  }
  if (matchExpressions) {
    lines.push('    matchExpressions:');
    for (const {key, operator, values} of matchExpressions) {
      lines.push(`      - key: ${key}`, `        operator: ${operator}`);
      if (values) lines.push(`        values: [${values.join(', ')}]`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** How a rule's `anyOf` entry reads: `Open Port` with port 445, state open. */
export function describeMatch(entry: {readonly [field: string]: unknown}): string {
  const parts: string[] = [];
  const flat = (prefix: string, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) flat(prefix ? `${prefix}.${k}` : k, v);
    } else if (prefix !== 'category') parts.push(`${prefix.replace(/^attributes\./, '')} ${String(value)}`);
  };
  flat('', entry);
  const category = typeof entry.category === 'string' ? entry.category : 'any finding';
  return parts.length ? `${category} (${parts.join(', ')})` : category;
}
