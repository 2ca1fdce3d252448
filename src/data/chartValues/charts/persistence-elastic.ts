// The persistence-elastic chart's own keys: index names, the Elasticsearch connection, the
// Kibana dashboard import and a few leftovers no template reads.
import {imageTag, type Descriptions} from '../documentChart';

export default {
  indexPrefix: 'First part of the name of every index the hook writes to.',
  indexSuffix: 'Luxon date pattern that ends every index name; `yyyy-MM-dd` gives one index per day.',
  indexAppendNamespace: (chart) =>
    `Adds the scan’s namespace to index names; in ${chart.version} the hook gets the value as text and takes \`"false"\` as on too: only an empty text (\`""\`) leaves the namespace out.`,
  'externalElasticStack.elasticsearchAddress': 'URL of Elasticsearch, with scheme and port.',
  'externalElasticStack.kibanaAddress': 'Meant as the URL of Kibana.',
  'authentication.userSecret': {
    text: 'Secret with the entries `username` and `password` for Elasticsearch; wins over `authentication.apiKeySecret`.',
    type: 'string',
  },
  'authentication.apiKeySecret': {
    text: 'Secret with an Elasticsearch API key (`apiKey`, `id`); in 5.8.0 the key never reaches Elasticsearch, so use `authentication.userSecret`.',
    type: 'string',
  },
  'dashboardImporter.enabled': (chart) =>
    `Import the dashboards into Kibana with a Job; in ${chart.version} it calls \`http://<release>-kibana.<namespace>.svc.cluster.local:5601\`, not \`kibanaAddress\`.`,
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
} satisfies Descriptions;
