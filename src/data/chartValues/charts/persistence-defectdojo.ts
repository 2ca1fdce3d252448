// The persistence-defectdojo chart's own keys: where DefectDojo is, how the hook logs in and
// whether it writes DefectDojo's state back to the findings.
import type {Descriptions} from '../documentChart';

export default {
  'defectdojo.syncFindingsBack':
    '`true` registers a ReadAndWrite hook that replaces the scan’s findings with DefectDojo’s view of them; `false` a ReadOnly hook that only imports.',
  'defectdojo.lowPrivilegedMode': 'Work with an API user that has rights on some product types only, instead of platform-wide rights.',
  'defectdojo.url': 'Base URL of DefectDojo, without `/api/v2`.',
  'defectdojo.authentication.userSecret': 'Secret that holds the API key of the DefectDojo user.',
  'defectdojo.authentication.usernameKey': 'Meant as the entry of that Secret with the user name.',
  'defectdojo.authentication.apiKeyKey': 'Entry of that Secret with the API key.',
  'defectdojo.authentication.userId': {text: 'Meant as the numeric ID of the DefectDojo user.', type: 'integer'},
} satisfies Descriptions;
