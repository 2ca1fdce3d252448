// Copy of the landing page, kept apart from layout so it can be edited and checked on its own.
// Every fact here is checked against the v5.8.0 release of secureCodeBox.

export type LandingLink = {
  /** Route of an existing doc page or blog post. */
  readonly to: string;
  readonly label: string;
};

export type LandingCard = {
  readonly title: string;
  readonly text: string;
  /** Doc route the card leads to. */
  readonly to: string;
  readonly linkLabel: string;
};

/** Each showcase and principle has an illustration drawn by the component of the same id. */
export type ShowcaseId =
  | 'cascading-scans'
  | 'auto-discovery'
  | 'findings-where-you-work'
  | 'cluster-sboms'
  | 'any-scanner'
  | 'automation-first'
  | 'data-first';

export type Showcase = {
  readonly id: ShowcaseId;
  readonly title: string;
  readonly text: string;
  /** The guide the showcase leads into, then at most one reference page. */
  readonly links: readonly [LandingLink] | readonly [LandingLink, LandingLink];
  /** The illustration's text alternative: a name, and its flow told in words. */
  readonly figure: {readonly title: string; readonly description: string};
};

export const showcases = [
  {
    id: 'cascading-scans',
    title: 'One scan starts the next',
    text: 'Cascading rules read each finding and start the tool that fits it: ssh-audit for an open SSH port, SSLyze for TLS, Nikto for a web server. Rule labels and a scope limiter on the first scan decide how far the chain may go.',
    links: [
      {to: '/docs/how-tos/scanning-networks', label: 'Scan a network with cascading rules'},
      {to: '/docs/hooks/cascading-scans', label: 'The cascading scans hook'},
    ],
    figure: {
      title: 'A cascade started by one Nmap scan',
      description:
        'An nmap Scan that selects only non-invasive rules finds three open ports. Port 22 (ssh) matches the rule ssh-audit, which starts an ssh-audit scan; the rule ncrack-ssh matches too, but it is invasive, so no Ncrack scan starts. Port 443 (https) starts SSLyze through https-tls-scan and Nikto through nikto-http; port 80 (http) starts Nikto through nikto-http.',
    },
  },
  {
    id: 'auto-discovery',
    title: 'The cluster tells it what to scan',
    text: 'Annotate a namespace, and the Kubernetes auto-discovery keeps a ScheduledScan for every web service (ZAP) and, once you switch it on, every container image (Trivy). A new version is scanned right away; when a workload goes, so does its scan.',
    links: [
      {to: '/docs/how-tos/autodiscovery', label: 'Scan a namespace automatically'},
      {to: '/docs/auto-discovery/overview', label: 'How the auto-discovery works'},
    ],
    figure: {
      title: 'The auto-discovery turning workloads into scheduled scans',
      description:
        'In the namespace shop, annotated auto-discovery.securecodebox.io/enabled: "true", run the Service frontend on port 8080 and a Pod with the image redis:7.2. The auto-discovery-kubernetes controller creates a ScheduledScan for each, repeated every 168 hours: zap-automation-framework for the Service, trivy-image-autodiscovery for the image. New versions are scanned at once; when a workload is gone, its ScheduledScan is deleted.',
    },
  },
  {
    id: 'findings-where-you-work',
    title: 'Findings go where your team works',
    text: 'When a scan ends, hooks pass its results on: to DefectDojo for triage, to Elasticsearch or Azure Monitor for dashboards, to Slack, Teams or e-mail, or to any HTTP endpoint. Read-and-write hooks run first and may change the findings, as DefectDojo does by default.',
    links: [
      {to: '/docs/how-tos/persistence-storage', label: 'Keep findings in DefectDojo or Elasticsearch'},
      {to: '/docs/hooks', label: 'All hooks'},
    ],
    figure: {
      title: 'Hooks handing the findings of a scan to other systems',
      description:
        'The findings of a finished scan first pass the read-and-write hooks update-field and finding-post-processing. Then read-only hooks pass them on side by side: to Elasticsearch and Azure Monitor; to DefectDojo in its one-way mode (by default the DefectDojo hook is read-and-write, runs with the first group and replaces the findings with the ones DefectDojo keeps); SBOMs to Dependency-Track (in development); to Slack, Microsoft Teams or e-mail through the notification hook; to any HTTP endpoint through the generic webhook.',
    },
  },
  {
    id: 'cluster-sboms',
    title: 'An SBOM for every image in the cluster',
    text: 'Give the container auto-discovery the trivy-sbom-image ScanType, and every image that runs in the cluster gets a CycloneDX SBOM. The Dependency-Track hook, still in development, uploads them, and Dependency-Track keeps checking the components for new vulnerabilities.',
    links: [
      {to: '/blog/2023/09/15/sbom-part-two-consumption', label: 'Why we chose this SBOM workflow'},
      {to: '/docs/scanners/trivy-sbom', label: 'Trivy SBOM'},
    ],
    figure: {
      title: 'From running images to SBOMs in Dependency-Track',
      description:
        'The container auto-discovery keeps one ScheduledScan with the ScanType trivy-sbom-image for each image running in the cluster, here frontend:1.4, api:2.0 and redis:7.2. Each scan produces a CycloneDX SBOM, which the persistence-dependencytrack hook (in development) uploads to Dependency-Track. Dependency-Track creates a project per image if needed and watches its components for new vulnerabilities.',
    },
  },
  {
    id: 'any-scanner',
    title: 'Any scanner in a container fits in',
    text: 'A tool joins as a Helm chart built around two parts: a ScanType that runs its container image and names the report file, and a parser that turns that report into findings. Schedules, hooks and cascades then work as for every other scanner.',
    links: [{to: '/docs/contributing/integrating-a-scanner', label: 'Integrate a scanner'}],
    figure: {
      title: 'What a scanner integration provides, and what it gets',
      description:
        'Nmap, Trivy, Nuclei and a new tool, header-check, all run the same way. The operator starts the tool as a Job from its ScanType, which you write, and the lurker sidecar saves the report. A parse() function you write with the parser SDK turns it into findings. Schedules, hooks and cascades then need no more code.',
    },
  },
] as const satisfies readonly Showcase[];

export const principles = [
  {
    id: 'automation-first',
    title: 'Automation first',
    text: 'Scans, schedules, rules and hooks are Kubernetes resources. Create them with kubectl, scbctl or your GitOps tool and review them in pull requests: there is no UI to click through.',
    links: [
      {to: '/docs/how-tos/automatically-repeating-scans', label: 'Repeat scans on a schedule'},
      {to: '/docs/scbctl/overview', label: 'scbctl'},
    ],
    figure: {
      title: 'Many ways in, one Scan resource',
      description:
        'kubectl apply, scbctl scan, a GitOps sync, a ScheduledScan and a CascadingRule all create the same kind of resource, a Scan, which the secureCodeBox operator runs.',
    },
  },
  {
    id: 'data-first',
    title: 'Data first',
    text: 'Every parser writes the same finding format: name, category, severity, location and the attributes of the tool. So one hook, one rule or one dashboard serves every scanner.',
    links: [{to: '/docs/api/finding', label: 'The finding format'}],
    figure: {
      title: 'One finding format, read by every consumer',
      description:
        'An Nmap finding with the name Open Port: 443 (https), the category Open Port, the severity INFORMATIONAL, the location tcp://10.0.0.5:443 and attributes such as the port. Hooks, CascadingRules and your own tools all read these same fields.',
    },
  },
] as const satisfies readonly Showcase[];

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
