// The agent catalog at /.well-known/ai-catalog.json (Agentic Resource Discovery, which Lighthouse's
// agentic-browsing category checks) and the Agent Skill it lists (./catalog.ts), written in postBuild.
import type {Plugin} from '@docusaurus/types';
import {writeFilesUnder} from '../../../lib/files';
import {catalogFiles} from './catalog';

export default function agentCatalog(): Plugin {
  return {
    name: 'agent-catalog',
    async postBuild({outDir}) {
      writeFilesUnder(outDir, catalogFiles());
    },
  };
}
