// Our words on the CascadingRule custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {ignoring, under, type CrdDescriptions} from './types';
import scan from './scan';

// What a Scan field means in scanSpec when getCascadingScan leaves it out of the follow-up Scan.
const NOT_COPIED = 'the cascading-scans hook does not copy it to the follow-up Scan.';

const cascadingRule = {
  summary: 'Starts a follow-up Scan for every finding of a Scan that matches its conditions.',
  spec: {
    matches: {description: 'Which findings trigger the rule.'},
    'matches.anyOf': {description: 'The rule fires for a finding that matches at least one entry. An entry matches when every field it names equals the finding’s value; * works as a wildcard in strings.'},
    'matches.anyOf[].name': {description: 'Finding name to match.'},
    'matches.anyOf[].category': {description: 'Finding category to match, e.g. Open Port.'},
    'matches.anyOf[].description': {description: 'Finding description to match.'},
    'matches.anyOf[].location': {description: 'Finding location to match.'},
    'matches.anyOf[].severity': {description: 'Finding severity to match: INFORMATIONAL, LOW, MEDIUM or HIGH.'},
    'matches.anyOf[].osi_layer': {description: 'OSI layer of the finding to match, e.g. NETWORK or APPLICATION.'},
    'matches.anyOf[].attributes': {description: 'Finding attributes to match; each value is a string or an integer, e.g. port: 443.'},
    scanLabels: {description: 'Labels added to each follow-up Scan; values may use Mustache templates over the parent Scan and the finding.'},
    scanAnnotations: {description: 'Annotations added to each follow-up Scan, templated like scanLabels. Scope annotations cannot be set here.'},
    scanSpec: {description: 'Spec of the follow-up Scan: the cascading-scans hook takes scanType, parameters, env, volumes, volumeMounts, initContainers, hookSelector, affinity and tolerations from it. scanType, parameters, env values and the command and env of initContainers may use Mustache templates over the matched finding.'},
    // hooks/cascading-scans/hook/hook.ts (getCascadingScan) builds the follow-up Scan from the
    // fields above, takes cascades and resourceMode from the parent Scan and sets nothing else.
    ...under(
      'scanSpec',
      ignoring(scan.spec, {
        resourceMode: 'the follow-up Scan gets the parent Scan’s resourceMode (namespaceLocal when the parent has none).',
        nodeSelector: NOT_COPIED,
        cascades: 'the follow-up Scan gets the parent Scan’s cascades, so that chains go on.',
        resources: NOT_COPIED,
        ttlSecondsAfterFinished: NOT_COPIED,
        suspend: NOT_COPIED,
      }),
    ),
  },
  status: {},
} satisfies CrdDescriptions;

export default cascadingRule;
