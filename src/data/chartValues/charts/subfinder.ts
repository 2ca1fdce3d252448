// The subfinder chart's own keys.
import type {Descriptions} from '../documentChart';

export default {
  includeTargetDomain: 'Also report the scanned domain itself as a `Subdomain` finding, so follow-up scans cover it too.',
  'scanner.podSecurityContext.runAsUser': 'User ID the containers of the scan pod run as.',
} satisfies Descriptions;
