// The JSON Schemas of the secureCodeBox custom resources under /schemas/, for editors' YAML language
// server and kubeconform in CI: the scan builder's schemas (src/data/crdSchema) for the release and
// as `latest`, and every earlier release's files as they were published, written in postBuild.
import type {Plugin} from '@docusaurus/types';
import {writeFilesUnder} from '../../../lib/files';
import {schemaFiles} from '../../data/crdSchema/published';

export default function manifestSchemas(): Plugin {
  return {
    name: 'manifest-schemas',
    async postBuild({outDir}) {
      writeFilesUnder(outDir, schemaFiles());
    },
  };
}
