// The notification chart's own keys: the channels, their environment and custom templates.
import type {Descriptions} from '../documentChart';

export default {
  notificationChannels:
    'The channels to notify, each with `name`, `type`, `template`, `rules` that filter findings and an `endPoint`; the default is an example.',
  'customTemplateMap.exists': 'Mount a ConfigMap of your own message templates over the hook’s template folder, in place of the built-in ones.',
  'customTemplateMap.name': 'Name of that ConfigMap.',
  env: 'Environment variables of the hook, typically webhook URLs and credentials read from Secrets; the default is an example.',
} satisfies Descriptions;
