// `/llms.txt`, the site's index in the llmstxt.org convention, and `/llms-full.txt`, every doc twin in order.
import {MCP_SERVER_COMMAND, SCHEMA_CATALOG, VALIDATION_GUIDE} from '../../data/agentResources';
import {kubeconformSchemaLocation, LATEST, modelineOf} from '../../data/crdSchema/urls';
import {release} from '../../data/release/generated/release';
import {linkItem} from './markdownText';
import {twinPath} from './urls';
import type {Twin} from './twins';

export type IndexedPage = Twin & {group: string[]};

/** What the site is, for a reader (or a tool) that starts at /llms.txt. */
const SUMMARY =
  'OWASP secureCodeBox is an open-source platform that runs security scanners such as Nmap, ZAP, Trivy and Nuclei inside a Kubernetes cluster. ' +
  'An operator watches Scan resources, starts the scanner as a job, has a parser turn its output into findings of one common format, ' +
  'and hands them to hooks that filter, enrich, store or report them (DefectDojo, Elasticsearch, Slack, webhooks); cascading rules start follow-up scans from findings. ' +
  'Scanners and hooks are installed as Helm charts.';

/** Every doc page in sidebar order under its category, then the posts newest first, each linking its twin. */
export function llmsIndex(pages: readonly IndexedPage[], site: string): string {
  const origin = new URL(site).origin;
  const out = [
    '# secureCodeBox',
    '',
    `> ${SUMMARY}`,
    '',
    'Every link below leads to the Markdown version of a page of the documentation or the blog; the same page without `.md` is the web version. ' +
      `[llms-full.txt](${origin}/llms-full.txt) holds all documentation pages in this order in one file.`,
  ];
  out.push('', ...toolsSection(origin));
  let heading = '';
  for (const page of pages) {
    const group = page.group.length ? page.group.join(' › ') : 'Documentation';
    if (group !== heading) {
      out.push('', `## ${group}`, '');
      heading = group;
    }
    out.push(linkItem(page.title, `${origin}${twinPath(page.route)}`, page.description));
  }
  return `${out.join('\n')}\n`;
}

export const TOOLS_HEADING = '## Checking manifests';

/** What an assistant can check a manifest with: the release's schemas, kubeconform, the MCP server. */
function toolsSection(origin: string): string[] {
  const scan = modelineOf({group: 'execution.securecodebox.io', version: 'v1', kind: 'Scan'}, LATEST);
  return [
    TOOLS_HEADING,
    '',
    linkItem('JSON Schemas of the custom resources', `${origin}${SCHEMA_CATALOG}`, `One per kind and version of secureCodeBox ${release.version}, listed in this file; an editor reads a manifest's schema from its first line (\`${scan}\`), and kubeconform finds them with \`-schema-location '${kubeconformSchemaLocation(LATEST)}'\`.`),
    linkItem('Validating Manifests', `${origin}${twinPath(VALIDATION_GUIDE)}`, 'How to check manifests with these schemas in an editor and in CI, and what they catch.'),
    `- MCP server: the website's repository holds an MCP server with tools for these checks, which a reader runs on their own machine over stdio (\`${MCP_SERVER_COMMAND}\` in a checkout); the site serves no MCP endpoint.`,
  ];
}

export function llmsFull(docTwins: readonly Twin[]): string {
  return `${docTwins.map((twin) => twin.markdown.trim()).join('\n\n---\n\n')}\n`;
}
