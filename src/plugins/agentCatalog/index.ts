import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {catalogFiles} from './catalog';

/**
 * The agent catalog at /.well-known/ai-catalog.json (Agentic Resource Discovery, which Lighthouse's
 * agentic-browsing category checks) and the Agent Skill it lists (./catalog.ts), written in the
 * public postBuild lifecycle. No page links or fetches them; deploy/serving-rules.ts serves the
 * folder to any origin.
 */
export default function agentCatalog(): Plugin {
  return {
    name: 'agent-catalog',
    async postBuild({outDir}) {
      for (const file of catalogFiles()) {
        const target = path.join(outDir, file.path);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, file.text);
      }
    },
  };
}
