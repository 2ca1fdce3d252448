// Copy of the landing page, kept apart from layout so it can be edited and checked on its own.

export type LandingCard = {
  readonly title: string;
  readonly text: string;
  /** Doc route the card leads to. */
  readonly to: string;
  readonly linkLabel: string;
};

export const features = [
  {
    title: 'Many scanners, one way to run them',
    text: 'Every tool becomes a ScanType. Starting Nmap, ZAP or Trivy is the same short Scan manifest, whatever the tool expects on its command line.',
    to: '/docs/getting-started/first-scans',
    linkLabel: 'Run your first scan',
  },
  {
    title: 'Findings in one format',
    text: 'A parser turns each raw report into findings with a name, category, severity and location, so dashboards and rules work across tools.',
    to: '/docs/api/finding',
    linkLabel: 'The finding format',
  },
  {
    title: 'Scans that start scans',
    text: 'Cascading rules react to findings: an open SSH port can trigger ssh-audit, a web server can trigger a web scan, within the scope you allow.',
    to: '/docs/hooks/cascading-scans',
    linkLabel: 'Cascading scans',
  },
  {
    title: 'Continuous by default',
    text: 'ScheduledScans repeat on an interval or cron schedule, and auto-discovery creates them for new services and container images in your cluster.',
    to: '/docs/how-tos/automatically-repeating-scans',
    linkLabel: 'Repeat scans automatically',
  },
  {
    title: 'Results where your team works',
    text: 'Hooks hand findings to DefectDojo, Dependency-Track, Elasticsearch, chat channels, webhooks or static reports as soon as a scan ends.',
    to: '/docs/hooks',
    linkLabel: 'Browse the hooks',
  },
  {
    title: 'Built on Kubernetes, not beside it',
    text: 'An operator, custom resources and Helm charts: scans are jobs, access is RBAC, and everything fits into GitOps and existing clusters.',
    to: '/docs/architecture',
    linkLabel: 'Read the architecture',
  },
] as const satisfies readonly LandingCard[];

export const audiences = [
  {
    title: 'Operators',
    text: 'Install the operator with Helm, pick the scanners you need and schedule scans of your networks, web applications, images and clusters.',
    to: '/docs/getting-started/installation',
    linkLabel: 'Install secureCodeBox',
  },
  {
    title: 'Contributors',
    text: 'Run the whole platform on a local kind cluster, work on the Go operator or the SDKs, and follow the conventions that keep releases smooth.',
    to: '/docs/contributing/local-deployment',
    linkLabel: 'Set up a local deployment',
  },
  {
    title: 'Scanner and hook authors',
    text: 'Wrap a new tool in a ScanType with a parser, or write a hook that sends findings somewhere new, with SDKs, templates and tests to start from.',
    to: '/docs/contributing/integrating-a-scanner',
    linkLabel: 'Integrate a scanner',
  },
] as const satisfies readonly LandingCard[];

export type HowItWorksStep = {
  readonly title: string;
  readonly text: string;
};

// The same four steps are drawn in static/img/home/how-it-works.svg.
export const howItWorksSteps = [
  {title: 'You declare a Scan', text: 'A Scan resource names a ScanType and the parameters for the tool, applied with kubectl, scbctl, a ScheduledScan or a cascading rule.'},
  {title: 'The operator runs the scanner', text: 'It starts the scanner as a Kubernetes job; the lurker sidecar uploads the raw result to S3-compatible storage (MinIO by default).'},
  {title: 'A parser makes findings', text: 'A parser job converts the raw result into findings in the common format and stores them next to the raw result.'},
  {title: 'Hooks act on findings', text: 'Read-and-write hooks enrich or filter the findings by priority, then read-only hooks persist or report them.'},
] as const satisfies readonly HowItWorksStep[];
