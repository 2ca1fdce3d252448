// The persistence-dependencytrack chart's own keys: where Dependency-Track is and its API key.
import type {Descriptions} from '../documentChart';

export default {
  'dependencytrack.url': 'URL of the Dependency-Track API server the SBOMs are uploaded to.',
  'dependencytrack.authentication.userSecret': 'Secret that holds the Dependency-Track API key.',
  'dependencytrack.authentication.apiKeyKey': 'Entry of that Secret with the API key.',
} satisfies Descriptions;
