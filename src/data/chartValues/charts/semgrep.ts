// The semgrep chart's own key.
import type {Descriptions} from '../documentChart';

export default {
  'parser.backoffLimit': 'Meant as the number of retries of a failing parse job.',
} satisfies Descriptions;
