// Our words on the ScanType custom resource: a summary and a description of each field, keyed by its
// path below spec and status (`[]` marks the elements of a list), in the order the field table
// shows them. The facts (JSON type, required, default, enum) are the release's CRD schema
// (src/data/release/generated/crds.ts); tests/unit/data/crds.test.ts fails on a field without a
// description and on a description of a field the schema lacks.
import {type CrdDescriptions} from './types';

const scanType = {
  summary: 'Describes how a scanner runs: the Job template and where its raw result is written. Installed by each scanner chart.',
  spec: {
    extractResults: {description: 'Where the raw result lies after the scanner has finished and what format it has.'},
    'extractResults.type': {description: 'Format of the result, usually scanner and file type such as nmap-xml. A ParseDefinition with this name parses it.'},
    'extractResults.location': {description: 'Absolute path of the result file in the scanner container; it must be below /home/securecodebox/, where the lurker sidecar picks it up.'},
    jobTemplate: {description: 'Kubernetes Job used as the template for every Scan of this type; its first container is the scanner, and the Scan’s parameters are appended to that container’s command.'},
  },
  status: {},
} satisfies CrdDescriptions;

export default scanType;
