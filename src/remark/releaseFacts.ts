// A remark plugin for the docs: a page names a fact of the release it documents by its name between
// @ signs, and the build writes the fact itself, from src/data/release/generated/. So the chart
// versions, image tags and release numbers of code blocks, example manifests and sentences move with
// `npm run sync:release`, and the rendered page, its Markdown twin, the search index and the copy
// button all carry the real value. A name the facts lack stops the build.
//
//   @release@                  the release, 5.8.0 (so v@release@ is its Git tag)
//   @<chart>.version@          a chart's version (the release's, for every chart)
//   @<chart>.appVersion@       the version of the tool a chart packages
//   @<chart>.<image values>@   an image a chart pulls, repository:tag (@nmap.parser.image@)
//
// A sentence about one particular release ("API keys do not work in 5.8.0") is written as it is:
// it stays true of that release, and the sync lists it for a person to check against the next one.
import {chartFacts} from '../data/release/generated/charts';
import {release} from '../data/release/generated/release';
import type {ChartVersions} from '../data/release/types';

/** The facts the names stand for: the release version and each chart's versions and images. */
export type ReleaseFactValues = {readonly version: string; readonly charts: Readonly<Record<string, ChartVersions>>};

export const currentFacts: ReleaseFactValues = {version: release.version, charts: chartFacts};

/** A fact's name between @ signs: `release`, or a chart name and a fact of it. */
export const RELEASE_FACT = /@(release|[a-z0-9]+(?:-[a-z0-9]+)*\.[A-Za-z][\w.]*)@/g;

/** The value of a named fact; throws for a name the facts do not have. */
export function releaseFact(name: string, facts: ReleaseFactValues = currentFacts): string {
  if (name === 'release') return facts.version;
  const chartName = Object.keys(facts.charts).find((chart) => name.startsWith(`${chart}.`));
  const chart = chartName ? facts.charts[chartName] : undefined;
  if (!chart) throw new Error(`@${name}@ names no chart of release ${facts.version}`);
  const fact = name.slice(chart.name.length + 1);
  if (fact === 'version') return chart.version;
  if (fact === 'appVersion') {
    if (!chart.appVersion) throw new Error(`@${name}@: the ${chart.name} chart has no appVersion`);
    return chart.appVersion;
  }
  const image = chart.images.find((i) => i.values === fact);
  if (!image) throw new Error(`@${name}@: the ${chart.name} chart has no fact ${fact} (its images: ${chart.images.map((i) => i.values).join(', ')})`);
  return `${image.repository}:${image.tag}`;
}

/** `text` with every named fact written out. */
export const substituteReleaseFacts = (text: string, facts: ReleaseFactValues = currentFacts): string =>
  text.replace(RELEASE_FACT, (_, name: string) => releaseFact(name, facts));

type MdastNode = {type: string; value?: string; url?: string; children?: MdastNode[]};

/** The remark plugin (docs only: a blog post tells of its own day and keeps the versions it names). */
export default function remarkReleaseFacts() {
  return (tree: MdastNode, file: {path?: string}): void => {
    const visit = (node: MdastNode) => {
      try {
        if (typeof node.value === 'string' && ['text', 'inlineCode', 'code'].includes(node.type)) node.value = substituteReleaseFacts(node.value);
        if (node.type === 'link' && node.url) node.url = substituteReleaseFacts(node.url);
      } catch (error) {
        throw new Error(`${file.path ?? 'a page'}: ${(error as Error).message}`);
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
