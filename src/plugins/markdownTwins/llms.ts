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

/**
 * `/llms.txt` in the llmstxt.org convention: the site's name, a summary, then every doc page in
 * sidebar order under its category and the blog posts newest first, each linking its twin.
 */
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

/** `/llms-full.txt`: every doc twin in sidebar order, one after the other. */
export function llmsFull(docTwins: readonly Twin[]): string {
  return `${docTwins.map((twin) => twin.markdown.trim()).join('\n\n---\n\n')}\n`;
}
