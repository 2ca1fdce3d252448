// The persistence-azure-monitor chart's own keys: the log names and the workspace credentials.
import type {Descriptions} from '../documentChart';

export default {
  'monitor.logtypePrefix': 'Start of the custom log names in the workspace; the hook adds the scan type after an underscore.',
  'monitor.authentication.apiKeySecret': {
    text: 'Name of the Secret with the entries `workspace` (workspace ID) and `sharedkey` (its primary key); required.',
    type: 'string',
  },
} satisfies Descriptions;
