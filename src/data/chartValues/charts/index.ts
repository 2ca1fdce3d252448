// The charts with keys of their own to describe, by chart name (the keys charts share are
// described in ../documentChart.ts). A module of this folder missing here fails
// tests/unit/data/chartValues.test.ts.
import autoDiscoveryKubernetes from './auto-discovery-kubernetes';
import findingPostProcessing from './finding-post-processing';
import genericWebhook from './generic-webhook';
import ncrack from './ncrack';
import notification from './notification';
import nuclei from './nuclei';
import operator from './operator';
import persistenceAzureMonitor from './persistence-azure-monitor';
import persistenceDefectdojo from './persistence-defectdojo';
import persistenceDependencytrack from './persistence-dependencytrack';
import persistenceElastic from './persistence-elastic';
import semgrep from './semgrep';
import subfinder from './subfinder';
import trivy from './trivy';
import updateFieldHook from './update-field-hook';
import zapAutomationFramework from './zap-automation-framework';
import type {Descriptions} from '../documentChart';

export const chartDescriptions: Readonly<Record<string, Descriptions>> = {
  'auto-discovery-kubernetes': autoDiscoveryKubernetes,
  'finding-post-processing': findingPostProcessing,
  'generic-webhook': genericWebhook,
  'ncrack': ncrack,
  'notification': notification,
  'nuclei': nuclei,
  'operator': operator,
  'persistence-azure-monitor': persistenceAzureMonitor,
  'persistence-defectdojo': persistenceDefectdojo,
  'persistence-dependencytrack': persistenceDependencytrack,
  'persistence-elastic': persistenceElastic,
  'semgrep': semgrep,
  'subfinder': subfinder,
  'trivy': trivy,
  'update-field-hook': updateFieldHook,
  'zap-automation-framework': zapAutomationFramework,
};
