// The scanner and hook catalogue: the one place where each integration is named,
// summarised and linked. The landing-page grid and the /docs/scanners and
// /docs/hooks overviews render from it; tests/unit/integrations.test.ts checks
// that every entry has a page and every page has an entry.

export type IntegrationKind = 'scanner' | 'hook';

export type Integration = {
  /** File name of the doc page below docs/scanners or docs/hooks, without extension. */
  readonly slug: string;
  readonly name: string;
  readonly kind: IntegrationKind;
  /** One line, what the integration is for (shown on cards and overviews). */
  readonly summary: string;
  /** Short grouping label shown on the card. */
  readonly category: string;
};

export const scanners = [
  {slug: 'amass', name: 'Amass', category: 'Reconnaissance', summary: 'Maps the subdomains of an organisation from public sources (removed in v5, see Subfinder).'},
  {slug: 'ffuf', name: 'ffuf', category: 'Web', summary: 'Fuzzes web servers fast to uncover hidden files, directories and parameters.'},
  {slug: 'git-repo-scanner', name: 'Git Repo Scanner', category: 'Source code', summary: 'Lists the repositories of a GitHub or GitLab organisation so other scans can follow.'},
  {slug: 'gitleaks', name: 'Gitleaks', category: 'Source code', summary: 'Finds passwords, tokens and keys committed to Git repositories.'},
  {slug: 'kube-hunter', name: 'kube-hunter', category: 'Kubernetes', summary: 'Hunts for weaknesses in the configuration of Kubernetes clusters.'},
  {slug: 'ncrack', name: 'Ncrack', category: 'Network', summary: 'Tests network logins such as SSH or RDP against weak credentials.'},
  {slug: 'nikto', name: 'Nikto', category: 'Web', summary: 'Checks web servers for dangerous files, outdated software and misconfigurations.'},
  {slug: 'nmap', name: 'Nmap', category: 'Network', summary: 'Discovers hosts, open ports and the services behind them.'},
  {slug: 'nuclei', name: 'Nuclei', category: 'Web', summary: 'Runs community templates that detect known vulnerabilities and exposures.'},
  {slug: 'screenshooter', name: 'Screenshooter', category: 'Web', summary: 'Takes a screenshot of a web page to show what is running there.'},
  {slug: 'semgrep', name: 'Semgrep', category: 'Source code', summary: 'Static analysis of source code with pattern-based rules for many languages.'},
  {slug: 'ssh-audit', name: 'ssh-audit', category: 'Network', summary: 'Audits SSH servers for weak algorithms, keys and known flaws.'},
  {slug: 'sslyze', name: 'SSLyze', category: 'Network', summary: 'Analyses the TLS configuration and certificates of a server.'},
  {slug: 'subfinder', name: 'Subfinder', category: 'Reconnaissance', summary: 'Enumerates subdomains passively from many online sources.'},
  {slug: 'trivy', name: 'Trivy', category: 'Containers', summary: 'Finds vulnerable packages and misconfigurations in images, file systems, repositories and clusters.'},
  {slug: 'trivy-sbom', name: 'Trivy SBOM', category: 'Containers', summary: 'Generates CycloneDX software bills of materials for container images.'},
  {slug: 'whatweb', name: 'WhatWeb', category: 'Web', summary: 'Identifies the technologies, frameworks and versions behind a website.'},
  {slug: 'wpscan', name: 'WPScan', category: 'Web', summary: 'Scans WordPress sites for vulnerable core versions, plugins and themes.'},
  {slug: 'zap-automation-framework', name: 'ZAP Automation Framework', category: 'Web', summary: 'Drives OWASP ZAP with an automation plan for spidering and active web scans.'},
] as const satisfies readonly Omit<Integration, 'kind'>[];

export const hooks = [
  {slug: 'azure-monitor', name: 'Azure Monitor', category: 'Persistence', summary: 'Sends findings to an Azure Monitor Log Analytics workspace.'},
  {slug: 'cascading-scans', name: 'Cascading Scans', category: 'Automation', summary: 'Starts follow-up scans when findings match a CascadingRule.'},
  {slug: 'defectdojo', name: 'DefectDojo', category: 'Persistence', summary: 'Imports results into DefectDojo for triage, deduplication and tracking.'},
  {slug: 'dependency-track', name: 'Dependency-Track', category: 'Persistence', summary: 'Uploads SBOMs to OWASP Dependency-Track for continuous component analysis.'},
  {slug: 'elasticsearch', name: 'Elasticsearch', category: 'Persistence', summary: 'Stores findings in Elasticsearch for search and dashboards.'},
  {slug: 'finding-post-processing', name: 'Finding Post-Processing', category: 'Processing', summary: 'Rewrites findings that match rules, for example to adjust their severity.'},
  {slug: 'generic-webhook', name: 'Generic Webhook', category: 'Notification', summary: 'Posts the findings of every scan to an HTTP endpoint of your choice.'},
  {slug: 'notification-webhook', name: 'Notification', category: 'Notification', summary: 'Notifies Slack, Microsoft Teams, Trello, Rocket.Chat or e-mail about findings.'},
  {slug: 'static-report', name: 'Static Report', category: 'Reporting', summary: 'A planned HTML report hook (not released yet), and how to build reports from findings today.'},
  {slug: 'update-field', name: 'Update Field', category: 'Processing', summary: 'Sets a field to a fixed value on every finding of a scan.'},
] as const satisfies readonly Omit<Integration, 'kind'>[];

export const integrations: readonly Integration[] = [
  ...scanners.map((s) => ({...s, kind: 'scanner' as const})),
  ...hooks.map((h) => ({...h, kind: 'hook' as const})),
];

export function integrationPath(integration: Pick<Integration, 'kind' | 'slug'>): string {
  return `/docs/${integration.kind === 'scanner' ? 'scanners' : 'hooks'}/${integration.slug}`;
}

export function integrationsOfKind(kind: IntegrationKind): readonly Integration[] {
  return integrations.filter((i) => i.kind === kind);
}
