// Our words on the CascadingRule custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {under, type CrdDescriptions} from './types';
import scan from './scan';

const cascadingRule = {
  summary: 'Starts a follow-up Scan for every finding of a Scan that matches its conditions.',
  spec: {
    matches: {type: 'Matches', description: 'Which findings trigger the rule.'},
    'matches.anyOf': {type: '[]MatchesRule', description: 'The rule fires for a finding that matches at least one entry. An entry matches when every field it names equals the finding’s value; * works as a wildcard in strings.'},
    'matches.anyOf[].name': {type: 'string', description: 'Finding name to match.'},
    'matches.anyOf[].category': {type: 'string', description: 'Finding category to match, e.g. Open Port.'},
    'matches.anyOf[].description': {type: 'string', description: 'Finding description to match.'},
    'matches.anyOf[].location': {type: 'string', description: 'Finding location to match.'},
    'matches.anyOf[].severity': {type: 'string', description: 'Finding severity to match: INFORMATIONAL, LOW, MEDIUM or HIGH.'},
    'matches.anyOf[].osi_layer': {type: 'string', description: 'OSI layer of the finding to match, e.g. NETWORK or APPLICATION.'},
    'matches.anyOf[].attributes': {type: 'map[string]intstr.IntOrString', description: 'Finding attributes to match; each value is a string or an integer, e.g. port: 443.'},
    scanLabels: {type: 'map[string]string', description: 'Labels added to each follow-up Scan; values may use Mustache templates over the parent Scan and the finding.'},
    scanAnnotations: {type: 'map[string]string', description: 'Annotations added to each follow-up Scan, templated like scanLabels. Scope annotations cannot be set here.'},
    scanSpec: {type: 'ScanSpec', description: 'Spec of the follow-up Scan. scanType, parameters, env values and the command and env of initContainers may use Mustache templates over the matched finding.'},
    ...under('scanSpec', scan.spec),
  },
  status: {},
} satisfies CrdDescriptions;

export default cascadingRule;
