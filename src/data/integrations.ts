// The scanner and hook catalogue: the one place where each integration is named,
// summarised, linked and given its release status. The landing page and the
// /docs/scanners and /docs/hooks overviews render from it;
// tests/unit/data/integrations.test.ts checks that every entry has a page and every
// page has an entry.

export type IntegrationKind = 'scanner' | 'hook';

/**
 * Where an integration stands in secureCodeBox v5.8.0, the release these docs describe.
 * - released: the release publishes its chart and images.
 * - in-development: published too, but marked as still being developed upstream (README `state: "developing"`).
 * - removed: shipped by earlier releases, no longer part of v5.8.0.
 * - unreleased: planned, but no release has ever published a chart for it.
 */
export type IntegrationStatus = 'released' | 'in-development' | 'removed' | 'unreleased';

/** What a scanner scans, for the scanner matrix's filter. */
export type TargetKind = 'network' | 'domain' | 'web' | 'code' | 'image' | 'cluster';

export const targetLabels: Readonly<Record<TargetKind, string>> = {
  network: 'Hosts and networks',
  domain: 'Domains',
  web: 'Web applications',
  code: 'Repositories and source code',
  image: 'Container images',
  cluster: 'Kubernetes clusters',
};

export type Integration = {
  /** File name of the doc page below docs/scanners or docs/hooks, without extension. */
  readonly slug: string;
  readonly name: string;
  readonly kind: IntegrationKind;
  /** One line, what the integration is for (shown on cards and overviews). */
  readonly summary: string;
  /** Short grouping label shown on the card. */
  readonly category: string;
  readonly status: IntegrationStatus;
  /** Scanners only: the kinds of target it scans. */
  readonly targets?: readonly TargetKind[];
};

export const scanners = [
  {slug: 'amass', name: 'Amass', category: 'Reconnaissance', summary: 'Mapped subdomains from public sources; removed in 5.0.0 in favour of Subfinder.', targets: ['domain'], status: 'removed'},
  {slug: 'ffuf', name: 'ffuf', category: 'Web', summary: 'Fuzzes web servers fast to uncover hidden files, directories and parameters.', targets: ['web'], status: 'released'},
  {slug: 'git-repo-scanner', name: 'Git Repo Scanner', category: 'Source code', summary: 'Lists the repositories of a GitHub or GitLab organisation so other scans can follow.', targets: ['code'], status: 'released'},
  {slug: 'gitleaks', name: 'Gitleaks', category: 'Source code', summary: 'Finds passwords, tokens and keys committed to Git repositories.', targets: ['code'], status: 'released'},
  {slug: 'kube-hunter', name: 'kube-hunter', category: 'Kubernetes', summary: 'Hunts for weaknesses in the configuration of Kubernetes clusters.', targets: ['cluster'], status: 'released'},
  {slug: 'ncrack', name: 'Ncrack', category: 'Network', summary: 'Tests network logins such as SSH or RDP against weak credentials.', targets: ['network'], status: 'released'},
  {slug: 'nikto', name: 'Nikto', category: 'Web', summary: 'Checks web servers for dangerous files, outdated software and misconfigurations.', targets: ['web'], status: 'released'},
  {slug: 'nmap', name: 'Nmap', category: 'Network', summary: 'Discovers hosts, open ports and the services behind them.', targets: ['network'], status: 'released'},
  {slug: 'nuclei', name: 'Nuclei', category: 'Web', summary: 'Runs community templates that detect known vulnerabilities and exposures.', targets: ['web'], status: 'released'},
  {slug: 'screenshooter', name: 'Screenshooter', category: 'Web', summary: 'Takes a screenshot of a web page to show what is running there.', targets: ['web'], status: 'released'},
  {slug: 'semgrep', name: 'Semgrep', category: 'Source code', summary: 'Static analysis of source code with pattern-based rules for many languages.', targets: ['code'], status: 'released'},
  {slug: 'ssh-audit', name: 'ssh-audit', category: 'Network', summary: 'Audits SSH servers for weak algorithms, keys and known flaws.', targets: ['network'], status: 'released'},
  {slug: 'sslyze', name: 'SSLyze', category: 'Network', summary: 'Analyses the TLS configuration and certificates of a server.', targets: ['network'], status: 'released'},
  {slug: 'subfinder', name: 'Subfinder', category: 'Reconnaissance', summary: 'Enumerates subdomains passively from many online sources.', targets: ['domain'], status: 'released'},
  {slug: 'trivy', name: 'Trivy', category: 'Containers', summary: 'Finds vulnerable packages and misconfigurations in images, file systems, repositories and clusters.', targets: ['image', 'code', 'cluster'], status: 'released'},
  {slug: 'trivy-sbom', name: 'Trivy SBOM', category: 'Containers', summary: 'Generates CycloneDX software bills of materials for container images.', targets: ['image'], status: 'released'},
  {slug: 'whatweb', name: 'WhatWeb', category: 'Web', summary: 'Identifies the technologies, frameworks and versions behind a website.', targets: ['web'], status: 'released'},
  {slug: 'wpscan', name: 'WPScan', category: 'Web', summary: 'Scans WordPress sites for vulnerable core versions, plugins and themes.', targets: ['web'], status: 'released'},
  {slug: 'zap-automation-framework', name: 'ZAP Automation Framework', category: 'Web', summary: 'Drives OWASP ZAP with an automation plan for spidering and active web scans.', targets: ['web'], status: 'released'},
] as const satisfies readonly Omit<Integration, 'kind'>[];

export const hooks = [
  {slug: 'azure-monitor', name: 'Azure Monitor', category: 'Persistence', summary: 'Sends findings to an Azure Monitor Log Analytics workspace.', status: 'released'},
  {slug: 'cascading-scans', name: 'Cascading Scans', category: 'Automation', summary: 'Starts follow-up scans when findings match a CascadingRule.', status: 'released'},
  {slug: 'defectdojo', name: 'DefectDojo', category: 'Persistence', summary: 'Imports results into DefectDojo for triage, deduplication and tracking.', status: 'released'},
  {slug: 'dependency-track', name: 'Dependency-Track', category: 'Persistence', summary: 'Uploads SBOMs to OWASP Dependency-Track for continuous component analysis.', status: 'in-development'},
  {slug: 'elasticsearch', name: 'Elasticsearch', category: 'Persistence', summary: 'Stores findings in Elasticsearch for search and dashboards.', status: 'released'},
  {slug: 'finding-post-processing', name: 'Finding Post-Processing', category: 'Processing', summary: 'Rewrites findings that match rules, for example to adjust their severity.', status: 'released'},
  {slug: 'generic-webhook', name: 'Generic Webhook', category: 'Notification', summary: 'Posts the findings of every scan to an HTTP endpoint of your choice.', status: 'released'},
  {slug: 'notification-webhook', name: 'Notification', category: 'Notification', summary: 'Notifies Slack, Microsoft Teams, Trello, Rocket.Chat or e-mail about findings.', status: 'released'},
  {slug: 'static-report', name: 'Static Report', category: 'Reporting', summary: 'A planned HTML report hook that was never released, and how to build reports today.', status: 'unreleased'},
  {slug: 'update-field', name: 'Update Field', category: 'Processing', summary: 'Sets a field to a fixed value on every finding of a scan.', status: 'released'},
] as const satisfies readonly Omit<Integration, 'kind'>[];

export const integrations: readonly Integration[] = [
  ...scanners.map((s) => ({...s, kind: 'scanner' as const})),
  ...hooks.map((h) => ({...h, kind: 'hook' as const})),
];

/** Whether v5.8.0 publishes the integration's chart, which is what the landing page counts and shows. */
export function isShipped(integration: Pick<Integration, 'status'>): boolean {
  return integration.status === 'released' || integration.status === 'in-development';
}

/** The badge a card shows next to its category; a released integration needs none. */
export const statusLabel: Readonly<Record<IntegrationStatus, string | null>> = {
  released: null,
  'in-development': 'In development',
  removed: 'Removed',
  unreleased: 'Not released',
};

export const shippedScanners = scanners.filter(isShipped);
export const shippedHooks = hooks.filter(isShipped);

export function integrationPath(integration: Pick<Integration, 'kind' | 'slug'>): string {
  return `/docs/${integration.kind === 'scanner' ? 'scanners' : 'hooks'}/${integration.slug}`;
}

/** The scanners or hooks that v5.8.0 ships, or (shipped: false) the removed and unreleased ones. */
export function integrationsOfKind(kind: IntegrationKind, shipped = true): readonly Integration[] {
  return integrations.filter((i) => i.kind === kind && isShipped(i) === shipped);
}
