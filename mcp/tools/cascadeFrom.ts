// cascade_from: what the release's CascadingRules can start after a scan, computed as the cascade
// explorer computes it (cascadeFrom in src/data/cascades.ts) from the facts the site publishes.
import {cascadeFrom as explore, cascadesYaml, describeMatch, INTENSIVE, INVASIVE, LABEL_VALUES, type CascadeNode} from '../../src/data/cascades';
import {CASCADES_FILE, factsPath, type PublishedCascades} from '../../src/plugins/releaseFactsForTools/files';
import type {Site} from '../site';
import {ToolError, type DocsTool} from './tool';

type Label = keyof typeof LABEL_VALUES;
type Args = {scanner: string; labels?: Partial<Record<Label, string[]>>};

const LABELS = [INVASIVE, INTENSIVE] as const;

/** A rule's line in the chain: its name, labels, what it starts and what it matches. */
function ruleLine(node: CascadeNode): string {
  const rule = node.rule!;
  const marks = LABELS.map((label) => rule.labels[label] ?? 'unlabelled').join(', ');
  const again = node.again ? `; ${node.chart} was followed above: its findings can start those rules once more, except the ones already in this chain` : '';
  return `\`${rule.name}\` (${marks}) starts a \`${rule.scanSpec.scanType}\` scan for a finding of ${rule.anyOf.map(describeMatch).join(' or ')}${again}`;
}

function chain(node: CascadeNode, depth: number): string[] {
  return node.children.flatMap((child) => [`${'  '.repeat(depth)}- ${ruleLine(child)}`, ...chain(child, depth + 1)]);
}

export function cascadeFrom(site: Site): DocsTool<Args> {
  return {
    name: 'cascade_from',
    description:
      "What secureCodeBox's cascading rules can start after a scan of the given scanner: the chain of follow-up scans (each rule with " +
      'its labels and the findings it matches), the charts that must be installed with cascadingRules.enabled=true, and the ' +
      "Scan's spec.cascades selector that allows exactly these rules. As the Cascade Explorer on the website computes it, by " +
      'finding category; whether a real finding matches also depends on its attributes and the scope limiter.',
    inputSchema: {
      type: 'object',
      properties: {
        scanner: {type: 'string', minLength: 1, description: 'The scanner chart of the first scan, e.g. "nmap", "subfinder", "zap-automation-framework".'},
        labels: {
          type: 'object',
          description: "The values of the rules' labels the Scan allows, per label; a label left out allows all its values.",
          properties: Object.fromEntries(
            LABELS.map((label) => [label, {type: 'array', items: {enum: LABEL_VALUES[label]}, uniqueItems: true, description: `Any of ${LABEL_VALUES[label].join(', ')}.`}]),
          ),
          additionalProperties: false,
        },
      },
      required: ['scanner'],
      additionalProperties: false,
    },
    async run({scanner, labels = {}}) {
      const facts = await site.json<PublishedCascades>(factsPath(await site.release(), CASCADES_FILE));
      const scanners = Object.keys(facts.categories);
      if (!scanners.includes(scanner)) throw new ToolError(`"${scanner}" is not a scanner of secureCodeBox ${facts.release}. Its scanners: ${scanners.join(', ')}.`);
      const allowed = {[INVASIVE]: labels[INVASIVE] ?? LABEL_VALUES[INVASIVE], [INTENSIVE]: labels[INTENSIVE] ?? LABEL_VALUES[INTENSIVE]};
      const {selector, tree, followUps, charts, matchingAnyLabels} = explore(scanner, allowed, facts);
      const allowing = LABELS.map((label) => `${label}: ${allowed[label].join(', ')}`).join('; ');
      const lines = [`After a \`${scanner}\` scan, with the cascading rules of secureCodeBox ${facts.release} whose labels allow ${allowing}:`, ''];
      if (followUps.length === 0) {
        lines.push(`No rule that this selector allows matches what a \`${scanner}\` scan reports: nothing follows it.`);
        if (matchingAnyLabels > 0) lines.push('Other rules would match its findings; allow more label values to see them.');
      } else {
        lines.push(
          `${followUps.length} ${followUps.length === 1 ? 'rule' : 'rules'} in ${charts.length} ${charts.length === 1 ? 'chart' : 'charts'} can start scans:`,
          '',
          `- \`${scanner}\` (first scan)`,
          ...chain(tree, 1),
          '',
          `Each of these charts must be installed with cascadingRules.enabled=true for its rules to exist in the namespace: ${charts.join(', ')}. ` +
            "Which of the listed rules really start a scan depends on each finding's attributes (port, service) and on the Scan's scope limiter (spec.cascades.scopeLimiter).",
        );
      }
      lines.push('', 'spec.cascades for this selector:', '', '```yaml', cascadesYaml(selector).trimEnd(), '```');
      return lines.join('\n');
    },
  };
}
