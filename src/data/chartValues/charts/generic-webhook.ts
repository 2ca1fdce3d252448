// The generic-webhook chart's own keys: the target URL and the optional credentials.
import type {Descriptions} from '../documentChart';

export default {
  webhookUrl: 'URL the hook sends the findings of each scan to.',
  'hook.authentication.apikey.userSecret': 'Secret with the name and value of an HTTP header sent with each request; skipped when it does not exist.',
  'hook.authentication.apikey.headerNameKey': 'Entry of that Secret holding the header’s name.',
  'hook.authentication.apikey.headerValueKey': 'Entry of that Secret holding the header’s value.',
  'hook.authentication.basic.userSecret': 'Secret with a user name and password for HTTP basic authentication; skipped when it does not exist.',
  'hook.authentication.basic.usernameKey': 'Entry of that Secret holding the user name.',
  'hook.authentication.basic.passwordKey': 'Entry of that Secret holding the password.',
} satisfies Descriptions;
