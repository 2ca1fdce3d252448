// The persistence-elastic chart's own keys: index names, the Elasticsearch connection, the
// Kibana dashboard import and a few leftovers no template reads.
import facts from '../release/generated/charts/persistence-elastic';
import {documentChart, imageTag} from './describe';

export default documentChart(facts, {
  indexPrefix: 'First part of the name of every index the hook writes to.',
  indexSuffix: 'Luxon date pattern that ends every index name; `yyyy-MM-dd` gives one index per day.',
  indexAppendNamespace: 'Put the scan’s namespace between prefix and date in the index name.',
  'externalElasticStack.elasticsearchAddress': 'URL of Elasticsearch, with scheme and port.',
  'externalElasticStack.kibanaAddress': 'Meant as the URL of Kibana.',
  'authentication.userSecret': {
    text: 'Secret with the entries `username` and `password` for Elasticsearch; wins over `authentication.apiKeySecret`.',
    type: 'string',
  },
  'authentication.apiKeySecret': {
    text: 'Secret with the entries `id` and `apiKey` of an Elasticsearch API key, used when no `authentication.userSecret` is set.',
    type: 'string',
  },
  'dashboardImporter.enabled': 'Run a Job on installation that imports the secureCodeBox dashboards into Kibana.',
  'dashboardImporter.image.repository': 'Image of the dashboard import Job.',
  'dashboardImporter.image.tag': imageTag('dashboardImporter.image', 'dashboard import'),
  nameOverride: 'Used instead of the chart name when the ScanCompletionHook’s name is formed from the release name.',
  fullnameOverride: 'Fixed name for the ScanCompletionHook, instead of one formed from the release name.',
  podSecurityContext: 'Pod-level security settings.',
  securityContext: 'Container-level security settings.',
  resources: 'CPU and memory requests and limits.',
  nodeSelector: 'Node labels a node must have to run the pod.',
  tolerations: 'Taints the pod tolerates.',
  affinity: 'Affinity rules for placing the pod.',
});
