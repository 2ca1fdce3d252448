// The subfinder chart's own keys.
import facts from '../release/generated/charts/subfinder';
import {documentChart} from './documentChart';

export default documentChart(facts, {
  includeTargetDomain: 'Also report the scanned domain itself as a `Subdomain` finding, so follow-up scans cover it too.',
  'scanner.podSecurityContext.runAsUser': 'User ID the containers of the scan pod run as.',
});
