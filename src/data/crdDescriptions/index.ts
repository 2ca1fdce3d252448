// Our descriptions of every secureCodeBox custom resource, by kind, in the order the docs list
// the kinds. The cluster-wide kinds have the fields of their namespaced twins.
import cascadingRule from './cascadingRule';
import parseDefinition from './parseDefinition';
import scan from './scan';
import scanCompletionHook from './scanCompletionHook';
import scanType from './scanType';
import scheduledScan from './scheduledScan';
import type {CrdDescriptions} from './types';

export const crdDescriptions: Readonly<Record<string, CrdDescriptions>> = {
  Scan: scan,
  ScheduledScan: scheduledScan,
  ScanType: scanType,
  ClusterScanType: {...scanType, summary: 'A ScanType available to Scans in every namespace that set resourceMode: clusterWide.'},
  ParseDefinition: parseDefinition,
  ClusterParseDefinition: {...parseDefinition, summary: 'A ParseDefinition used by clusterWide Scans in any namespace.'},
  ScanCompletionHook: scanCompletionHook,
  ClusterScanCompletionHook: {...scanCompletionHook, summary: 'A ScanCompletionHook that runs for clusterWide Scans in any namespace.'},
  CascadingRule: cascadingRule,
};
