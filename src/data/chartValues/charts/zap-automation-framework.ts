// The zap-automation-framework chart's own key.
import type {Descriptions} from '../documentChart';

export default {
  'scanner.envFrom': 'ConfigMaps or Secrets whose entries all become environment variables of the ZAP container.',
} satisfies Descriptions;
