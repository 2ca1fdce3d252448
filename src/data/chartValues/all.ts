// Every documented chart at once, for tests and checks. A page imports only its own chart's
// module, so that its bundle carries one chart.
import autoDiscoveryKubernetes from './auto-discovery-kubernetes';
import cascadingScans from './cascading-scans';
import ffuf from './ffuf';
import findingPostProcessing from './finding-post-processing';
import genericWebhook from './generic-webhook';
import gitRepoScanner from './git-repo-scanner';
import gitleaks from './gitleaks';
import kubeHunter from './kube-hunter';
import ncrack from './ncrack';
import nikto from './nikto';
import nmap from './nmap';
import notification from './notification';
import nuclei from './nuclei';
import operator from './operator';
import persistenceAzureMonitor from './persistence-azure-monitor';
import persistenceDefectdojo from './persistence-defectdojo';
import persistenceDependencytrack from './persistence-dependencytrack';
import persistenceElastic from './persistence-elastic';
import screenshooter from './screenshooter';
import semgrep from './semgrep';
import sshAudit from './ssh-audit';
import sslyze from './sslyze';
import subfinder from './subfinder';
import trivy from './trivy';
import trivySbom from './trivy-sbom';
import updateFieldHook from './update-field-hook';
import whatweb from './whatweb';
import wpscan from './wpscan';
import zapAutomationFramework from './zap-automation-framework';
import type {DocumentedChart} from './documentChart';

export const documentedCharts: Readonly<Record<string, DocumentedChart>> = {
  'auto-discovery-kubernetes': autoDiscoveryKubernetes,
  'cascading-scans': cascadingScans,
  'ffuf': ffuf,
  'finding-post-processing': findingPostProcessing,
  'generic-webhook': genericWebhook,
  'git-repo-scanner': gitRepoScanner,
  'gitleaks': gitleaks,
  'kube-hunter': kubeHunter,
  'ncrack': ncrack,
  'nikto': nikto,
  'nmap': nmap,
  'notification': notification,
  'nuclei': nuclei,
  'operator': operator,
  'persistence-azure-monitor': persistenceAzureMonitor,
  'persistence-defectdojo': persistenceDefectdojo,
  'persistence-dependencytrack': persistenceDependencytrack,
  'persistence-elastic': persistenceElastic,
  'screenshooter': screenshooter,
  'semgrep': semgrep,
  'ssh-audit': sshAudit,
  'sslyze': sslyze,
  'subfinder': subfinder,
  'trivy': trivy,
  'trivy-sbom': trivySbom,
  'update-field-hook': updateFieldHook,
  'whatweb': whatweb,
  'wpscan': wpscan,
  'zap-automation-framework': zapAutomationFramework,
};
