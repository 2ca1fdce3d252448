// The semgrep chart's own key.
import facts from '../release/generated/charts/semgrep';
import {documentChart} from './documentChart';

export default documentChart(facts, {
  'parser.backoffLimit': 'Meant as the number of retries of a failing parse job.',
});
