// The zap-automation-framework chart's own key.
import facts from '../release/generated/charts/zap-automation-framework';
import {documentChart} from './documentChart';

export default documentChart(facts, {
  'scanner.envFrom': 'ConfigMaps or Secrets whose entries all become environment variables of the ZAP container.',
});
