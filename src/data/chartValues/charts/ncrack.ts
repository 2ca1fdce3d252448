// The ncrack chart's own keys: encrypting the passwords the parser finds.
import type {Descriptions} from '../documentChart';

export default {
  'encryptPasswords.existingSecret': {
    text: 'Name of a Secret holding an age public key; when set, the parser encrypts every password it reports with that key.',
    type: 'string',
  },
  'encryptPasswords.key': 'Entry of that Secret that holds the public key; the parser reads it from `/secrets/<key>`.',
} satisfies Descriptions;
