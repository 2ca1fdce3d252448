// The agent catalog (Agentic Resource Discovery 1.0) and the one resource it lists: an Agent Skill on
// writing and checking manifests, naming llms.txt, the schemas and the MCP server a reader runs.
import {MCP_SERVER_COMMAND, SCHEMA_CATALOG, VALIDATION_GUIDE} from '../../data/agentResources';
import {kubeconformSchemaLocation, modelineOf, schemaRelease} from '../../data/crdSchema/urls';
import {release} from '../../data/release/generated/release';
import {siteUrl} from '../../data/site';
import {twinPath} from '../../data/twins';

/** Where agents look for the catalog without a link to it. */
export const CATALOG_PATH = '/.well-known/ai-catalog.json';

export const SKILL_NAME = 'securecodebox-manifests';

export const SKILL_PATH = `/.well-known/skills/${SKILL_NAME}/SKILL.md`;

/** The media type ARD gives an Agent Skill in one Markdown file. */
export const SKILL_TYPE = 'text/markdown; profile="urn:air:agent-skills"';

export type CatalogEntry = {
  identifier: string;
  displayName: string;
  type: string;
  url: string;
  description: string;
  tags: string[];
  representativeQueries: string[];
  version: string;
  metadata: Record<string, string>;
};

export type AiCatalog = {specVersion: '1.0'; host: {displayName: string; documentationUrl: string}; entries: CatalogEntry[]};

const DESCRIPTION = `Write secureCodeBox custom resources (Scan, ScheduledScan, ScanType, ParseDefinition, ScanCompletionHook, CascadingRule and the cluster-wide kinds) and check them against the JSON Schemas of secureCodeBox ${release.version} before they are applied.`;

export function aiCatalog(): AiCatalog {
  const publisher = new URL(siteUrl).hostname;
  return {
    specVersion: '1.0',
    host: {displayName: 'OWASP secureCodeBox', documentationUrl: `${siteUrl}/`},
    entries: [
      {
        identifier: `urn:air:${publisher}:skills:${SKILL_NAME}`,
        displayName: 'Writing and checking secureCodeBox manifests',
        type: SKILL_TYPE,
        url: `${siteUrl}${SKILL_PATH}`,
        description: DESCRIPTION,
        tags: ['secureCodeBox', 'Kubernetes', 'custom resources', 'YAML', 'JSON Schema', 'security scanning'],
        representativeQueries: [
          'write a secureCodeBox Scan that runs nmap against a host',
          'check a secureCodeBox ScheduledScan manifest before applying it',
          'which fields does a secureCodeBox CascadingRule accept',
          'validate secureCodeBox manifests in CI with kubeconform',
        ],
        version: release.version,
        metadata: {
          llmsTxt: `${siteUrl}/llms.txt`,
          schemaCatalog: `${siteUrl}${SCHEMA_CATALOG}`,
          kubeconformSchemaLocation: kubeconformSchemaLocation(),
          guide: `${siteUrl}${twinPath(VALIDATION_GUIDE)}`,
        },
      },
    ],
  };
}

/** The skill, in the Agent Skills format: front matter with its name and when to use it, then the steps. */
export function manifestSkill(): string {
  const scan = modelineOf({group: 'execution.securecodebox.io', version: 'v1', kind: 'Scan'});
  return `---
name: ${SKILL_NAME}
description: ${DESCRIPTION}
---

# Writing and checking secureCodeBox manifests

Use this skill when you write, change or review a YAML manifest whose \`apiVersion\` is \`execution.securecodebox.io/v1\` or \`cascading.securecodebox.io/v1\`.

1. Read the reference page of the kind and an example first. ${siteUrl}/llms.txt lists every page of the documentation as Markdown; the page of each scanner names the ScanTypes its chart installs.
2. Make the first line of the file the modeline of its kind, so that editors check it, for a Scan:

   \`\`\`yaml
   ${scan}
   \`\`\`

   ${siteUrl}${SCHEMA_CATALOG} lists the schema of every kind of secureCodeBox ${release.version} (folder \`${schemaRelease}\`; \`latest\` holds the same files).
3. Check the manifest before it is applied: validate it against its schema with a JSON Schema (draft-07) validator, or run kubeconform:

   \`\`\`bash
   kubeconform -strict -summary -schema-location default -schema-location '${kubeconformSchemaLocation()}' manifest.yaml
   \`\`\`

4. Treat every error as a mistake to fix. A field the schema does not know would be dropped by the API server, so the operator would never see it. The schema cannot tell whether a ScanType is installed, nor what the scanner makes of its parameters: compare them with the scanner's page.

The website's repository also holds an MCP server with tools for these checks. It runs on the reader's machine over stdio, started in a checkout of that repository with \`${MCP_SERVER_COMMAND}\`; the site serves no MCP endpoint.

More: ${siteUrl}${twinPath(VALIDATION_GUIDE)}
`;
}

export function catalogFiles(): {path: string; text: string}[] {
  return [
    {path: CATALOG_PATH, text: `${JSON.stringify(aiCatalog(), null, 2)}\n`},
    {path: SKILL_PATH, text: manifestSkill()},
  ];
}
