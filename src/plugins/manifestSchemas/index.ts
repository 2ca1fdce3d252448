import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {schemaFiles} from '../../data/crdSchema/published';

/**
 * The JSON Schemas of the secureCodeBox custom resources under /schemas/ (one per kind and version,
 * for the release and as `latest`, and /schemas/index.json), for the YAML language server in
 * editors and for kubeconform in CI. They are written from src/data/crdSchema, the schemas the
 * scan builder validates with, in the public postBuild lifecycle; no page fetches them, so they
 * stay out of the bundles and the first load. deploy/serving-rules.ts serves them to any origin.
 */
export default function manifestSchemas(): Plugin {
  return {
    name: 'manifest-schemas',
    async postBuild({outDir}) {
      for (const file of schemaFiles()) {
        const target = path.join(outDir, file.path);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, file.text);
      }
    },
  };
}
