// src/data/cascades.ts and src/data/findingCategories.ts against the release's rules.
import {describe, expect, it} from 'vitest';
import {cascadingRules, parserCategories} from '../../../src/data/release/generated/cascading-rules';
import {chartFacts} from '../../../src/data/release/generated/charts';
import {release} from '../../../src/data/release/generated/release';
import {computedCategories} from '../../../src/data/findingCategories';
import {
  cascadeFrom,
  cascadeTree,
  cascadesYaml,
  categoriesOf,
  describeMatch,
  INTENSIVE,
  INVASIVE,
  LABEL_VALUES,
  nodesOf,
  releaseCascades,
  ruleCategories,
  rulesOf,
  rulesStartedFrom,
  selectorFor,
  selects,
} from '../../../src/data/cascades';

const scanners = release.charts.filter((c) => c.kind === 'scanner').map((c) => c.name);
const nonInvasive = {matchLabels: {[INVASIVE]: 'non-invasive'}};
const rulesIn = (tree: ReturnType<typeof cascadeTree>) => nodesOf(tree).flatMap((n) => (n.rule ? [n.rule.name] : []));

describe('the release rules', () => {
  it('are 29 in 11 charts, each installed by cascadingRules.enabled', () => {
    expect(cascadingRules).toHaveLength(29);
    const perChart = Object.fromEntries([...new Set(cascadingRules.map((r) => r.chart))].map((c) => [c, rulesOf(c).length]));
    expect(perChart).toEqual({
      ffuf: 1,
      'kube-hunter': 2,
      ncrack: 9,
      nikto: 1,
      nmap: 2,
      nuclei: 2,
      screenshooter: 2,
      'ssh-audit': 1,
      sslyze: 6,
      whatweb: 1,
      'zap-automation-framework': 2,
    });
    for (const rule of cascadingRules) expect(rule.when).toEqual(['cascadingRules.enabled']);
  });

  it('start a ScanType of the chart that ships them, so a rule "starts" its own chart', () => {
    for (const rule of cascadingRules) {
      const chart = chartFacts[rule.chart as keyof typeof chartFacts];
      const scanTypes = chart.resources.filter((r) => r.kind === 'ScanType').map((r) => r.name);
      expect(scanTypes, rule.name).toContain(rule.scanSpec.scanType);
    }
  });
});

describe('finding categories', () => {
  it('are known for every released scanner: literal in its parser or kept by hand', () => {
    for (const chart of scanners) {
      const literal = parserCategories[chart] ?? [];
      const kept = computedCategories[chart];
      expect(literal.length > 0 || kept !== undefined, `${chart} has no known category`).toBe(true);
    }
    for (const chart of Object.keys(computedCategories)) expect(scanners).toContain(chart);
  });

  it('kept by hand repeat no literal the sync already reads', () => {
    for (const [chart, kept] of Object.entries(computedCategories)) {
      for (const category of kept.categories) expect(parserCategories[chart] ?? [], `${chart}: ${category}`).not.toContain(category);
    }
  });

  it('cover every category a released rule matches on: each has a scanner that emits it', () => {
    const matched = [...new Set(cascadingRules.flatMap(ruleCategories))].sort();
    expect(matched).toEqual(['Open Port', 'Subdomain']);
    for (const category of matched) {
      const producers = scanners.filter((chart) => categoriesOf(chart).includes(category));
      expect(producers.length, category).toBeGreaterThan(0);
    }
    expect(scanners.filter((c) => categoriesOf(c).includes('Open Port'))).toEqual(['nmap']);
    expect(scanners.filter((c) => categoriesOf(c).includes('Subdomain'))).toEqual(['subfinder']);
  });
});

describe('label selectors', () => {
  const labels = {[INVASIVE]: 'invasive', [INTENSIVE]: 'high'};
  it('follow Kubernetes semantics', () => {
    expect(selects({}, labels)).toBe(true);
    expect(selects(nonInvasive, labels)).toBe(false);
    expect(selects({matchLabels: {[INTENSIVE]: 'high'}}, labels)).toBe(true);
    expect(selects({matchExpressions: [{key: INTENSIVE, operator: 'In', values: ['light', 'medium']}]}, labels)).toBe(false);
    expect(selects({matchExpressions: [{key: INTENSIVE, operator: 'NotIn', values: ['light']}]}, labels)).toBe(true);
    expect(selects({matchExpressions: [{key: 'securecodebox.io/type', operator: 'NotIn', values: ['bruteforce']}]}, {})).toBe(true);
    expect(selects({matchExpressions: [{key: 'team', operator: 'Exists'}]}, labels)).toBe(false);
    expect(selects({matchExpressions: [{key: 'team', operator: 'DoesNotExist'}]}, labels)).toBe(true);
  });

  it('are written as spec.cascades for the allowed values', () => {
    expect(selectorFor({[INVASIVE]: ['non-invasive', 'invasive'], [INTENSIVE]: ['light', 'medium', 'high']})).toEqual({});
    expect(selectorFor({[INVASIVE]: ['non-invasive'], [INTENSIVE]: ['light', 'medium', 'high']})).toEqual(nonInvasive);
    expect(selectorFor({[INVASIVE]: ['non-invasive'], [INTENSIVE]: ['medium', 'light']})).toEqual({
      matchLabels: {[INVASIVE]: 'non-invasive'},
      matchExpressions: [{key: INTENSIVE, operator: 'In', values: ['light', 'medium']}],
    });
    const noneInvasive = selectorFor({[INVASIVE]: [], [INTENSIVE]: ['light']});
    expect(noneInvasive).toEqual({
      matchLabels: {[INTENSIVE]: 'light'},
      matchExpressions: [{key: INVASIVE, operator: 'NotIn', values: ['non-invasive', 'invasive']}],
    });
    // Every rule of the release carries both labels, so it allows none of them.
    expect(cascadeTree('nmap', noneInvasive).children).toEqual([]);
    expect(cascadesYaml({})).toContain('cascades: {}');
    expect(cascadesYaml(nonInvasive)).toBe('spec:\n  cascades:\n    matchLabels:\n      securecodebox.io/invasive: non-invasive\n');
  });
});

describe('cascade trees', () => {
  it('from nmap with the non-invasive selector: 18 rules, no ncrack, nmap-smb marked as nmap again', () => {
    const tree = cascadeTree('nmap', nonInvasive);
    const names = rulesIn(tree);
    expect(names).toHaveLength(18);
    expect(names.some((n) => n.startsWith('ncrack'))).toBe(false);
    const smb = tree.children.find((n) => n.rule?.name === 'nmap-smb')!;
    expect(smb).toMatchObject({chart: 'nmap', again: true, children: []});
    expect(tree.children.every((n) => n.children.length === 0)).toBe(true);
  });

  it('from nmap with all rules: the 27 Open Port rules, the nine ncrack ones among them', () => {
    const names = rulesIn(cascadeTree('nmap', {}));
    expect(names).toHaveLength(27);
    expect(names.filter((n) => n.startsWith('ncrack'))).toHaveLength(9);
  });

  it('from subfinder with all rules: nmap and whatweb, then everything nmap can start', () => {
    const tree = cascadeTree('subfinder', {});
    expect(tree.children.map((n) => [n.rule?.name, n.chart])).toEqual([
      ['nmap-hostscan', 'nmap'],
      ['whatweb-subdomain-scan', 'whatweb'],
    ]);
    expect(tree.children[0].children).toHaveLength(27);
    expect(tree.children[1].children).toHaveLength(0);
  });

  it('apply no rule twice in one chain and stop where nothing matches', () => {
    expect(cascadeTree('gitleaks', {}).children).toEqual([]);
    const walk = (node: ReturnType<typeof cascadeTree>, chain: string[]) => {
      const here = node.rule ? [...chain, node.rule.name] : chain;
      expect(new Set(here).size, here.join(' → ')).toBe(here.length);
      if (node.again) expect(node.children).toEqual([]);
      for (const child of node.children) walk(child, here);
    };
    walk(cascadeTree('subfinder', {}), []);
    walk(cascadeTree('nmap', {}), []);
  });

  it('name what a rule matches in words', () => {
    expect(describeMatch({category: 'Open Port', attributes: {port: 445, state: 'open'}})).toBe('Open Port (port 445, state open)');
    expect(describeMatch({category: 'Subdomain', osi_layer: 'NETWORK'})).toBe('Subdomain (osi_layer NETWORK)');
    expect(rulesStartedFrom('subfinder').map((r) => r.name)).toEqual(['nmap-hostscan', 'whatweb-subdomain-scan']);
  });
});

describe("the explorer's computation", () => {
  const all = {[INVASIVE]: LABEL_VALUES[INVASIVE], [INTENSIVE]: LABEL_VALUES[INTENSIVE]};

  it('lists the follow-up scans, their charts and the selector for the allowed label values', () => {
    const outcome = cascadeFrom('nmap', {...all, [INVASIVE]: ['non-invasive']});
    expect(outcome.selector).toEqual(nonInvasive);
    expect(outcome.followUps.map((node) => node.rule!.name)).toEqual(rulesIn(cascadeTree('nmap', nonInvasive)));
    expect(outcome.charts).toContain('sslyze');
    expect(outcome.charts).not.toContain('ncrack');
  });

  it('starts no rule of the release for a label without an allowed value, and still counts the rules that match', () => {
    const noneInvasive = cascadeFrom('nmap', {...all, [INVASIVE]: []});
    expect(noneInvasive.selector).toEqual({matchExpressions: [{key: INVASIVE, operator: 'NotIn', values: ['non-invasive', 'invasive']}]});
    expect({followUps: noneInvasive.followUps, charts: noneInvasive.charts, matchingAnyLabels: noneInvasive.matchingAnyLabels}).toEqual({followUps: [], charts: [], matchingAnyLabels: 27});
    const invasiveLight = cascadeFrom('nmap', {[INVASIVE]: ['invasive'], [INTENSIVE]: ['light']});
    expect(invasiveLight.followUps).toEqual([]);
    expect(invasiveLight.matchingAnyLabels).toBe(27);
  });

  it('reads the facts it is given: the release as JSON computes the same', () => {
    const asJson = JSON.parse(JSON.stringify(releaseCascades)) as typeof releaseCascades;
    for (const scanner of scanners) expect(cascadeFrom(scanner, all, asJson), scanner).toEqual(cascadeFrom(scanner, all));
    expect(cascadeFrom('nmap', all, {...asJson, rules: []}).followUps).toEqual([]);
  });
});

