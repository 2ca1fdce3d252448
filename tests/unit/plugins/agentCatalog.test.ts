// The agent catalog (src/plugins/agentCatalog) against the rules Lighthouse 13's `ard-schema` audit
// applies (core/audits/agentic/ard-schema.js, a port of the Agentic Resource Discovery 1.0
// conformance test): its JSON Schema of ai-catalog.json, then its checks of each entry. An error
// scores the audit 0 and a warning 0.9, so the catalog must draw neither to keep the Agentic
// Browsing category at 1. Lighthouse 13 needs Node 22 and runs nowhere in our suites, hence the
// rules restated here. Run by hand (Lighthouse 13.5.0 on Node 22, --only-categories=agentic-browsing,
// against our nginx), /docs/scanners/nmap scored 1 with ard-schema applicable and passed.
import Ajv from 'ajv';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {aiCatalog, CATALOG_PATH, catalogFiles, manifestSkill, SKILL_NAME, SKILL_PATH, SKILL_TYPE} from '../../../src/plugins/agentCatalog/catalog';
import {schemaFiles, schemaRelease} from '../../../src/data/crdSchema/published';
import {siteUrl} from '../../../src/data/site';

/** The audit's schema of the catalog, as far as it constrains what we write (formats checked apart). */
const catalogSchema = {
  type: 'object',
  required: ['specVersion', 'entries'],
  additionalProperties: false,
  properties: {
    specVersion: {type: 'string', enum: ['1.0']},
    host: {
      type: 'object',
      required: ['displayName'],
      additionalProperties: false,
      properties: {displayName: {type: 'string'}, identifier: {type: 'string'}, documentationUrl: {type: 'string'}, logoUrl: {type: 'string'}, trustManifest: {type: 'object'}},
    },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['identifier', 'displayName', 'type'],
        oneOf: [
          {required: ['url'], not: {required: ['data']}},
          {required: ['data'], not: {required: ['url']}},
        ],
        properties: {
          identifier: {type: 'string', pattern: '^urn:air:[a-zA-Z0-9.-]+(:[a-zA-Z0-9._-]+)+$'},
          displayName: {type: 'string'},
          type: {type: 'string'},
          url: {type: 'string'},
          data: {type: 'object'},
          description: {type: 'string'},
          tags: {type: 'array', items: {type: 'string'}},
          capabilities: {type: 'array', items: {type: 'string'}},
          representativeQueries: {type: 'array', minItems: 2, maxItems: 5, items: {type: 'string'}},
          version: {type: 'string'},
          updatedAt: {type: 'string'},
          metadata: {type: 'object', additionalProperties: {type: ['string', 'number', 'boolean', 'null']}},
          trustManifest: {type: 'object', required: ['identity']},
        },
      },
    },
  },
};

/** The media types the audit knows; any other draws a warning. */
const DISCOVERY_TYPES = [
  'application/ai-catalog+json',
  'application/agent-card+json',
  'application/a2a-agent-card+json',
  'application/mcp-server-card+json',
  'application/agent-skills+zip',
  'application/agent-skills+gzip',
  'text/markdown; profile="urn:air:agent-skills"',
  'application/ai-registry',
  'application/ai-registry+json',
];

/** The audit's identifier rule: urn:air:<publisher>[:<namespace>]:<name>. */
const URN = /^urn:air:([a-zA-Z0-9.-]+)(?::([a-zA-Z0-9._:-]+))?:([a-zA-Z0-9._-]+)$/;

/** What the audit would report: errors and warnings. */
function auditFindings(text: string): {errors: string[]; warnings: string[]} {
  const errors: string[] = [];
  const warnings: string[] = [];
  const data = JSON.parse(text) as {specVersion?: unknown; entries?: Record<string, unknown>[]; collections?: unknown};
  const validate = new Ajv({allErrors: true, allowUnionTypes: true}).compile(catalogSchema);
  if (!validate(JSON.parse(text))) errors.push(...validate.errors!.map((e) => `schema: ${e.instancePath} ${e.message}`));
  if (data.specVersion !== '1.0') warnings.push(`specVersion ${String(data.specVersion)}`);
  if ('collections' in data) errors.push('collections at the root');
  for (const entry of data.entries ?? []) {
    const label = String(entry.displayName ?? entry.identifier);
    if (!URN.test(String(entry.identifier))) errors.push(`${label}: identifier`);
    if (!entry.displayName) errors.push(`${label}: displayName`);
    if (!DISCOVERY_TYPES.includes(String(entry.type))) warnings.push(`${label}: type ${String(entry.type)}`);
    if ((entry.url === undefined) === (entry.data === undefined)) errors.push(`${label}: url or data`);
    const queries = entry.representativeQueries;
    if (!Array.isArray(queries)) warnings.push(`${label}: no representativeQueries`);
    else if (queries.length < 2 || queries.length > 5) warnings.push(`${label}: ${queries.length} representativeQueries`);
    const metadata = Object.values((entry.metadata ?? {}) as Record<string, unknown>);
    const urls = [entry.url, ...metadata.filter((value) => typeof value === 'string' && value.startsWith('http'))];
    for (const url of urls) if (url !== undefined && !URL.canParse(String(url))) errors.push(`${label}: ${String(url)} is no URL`);
  }
  return {errors, warnings};
}

const catalog = aiCatalog();

describe('agent catalog', () => {
  it("passes the ard-schema audit's rules without an error or a warning", () => {
    expect(CATALOG_PATH).toBe('/.well-known/ai-catalog.json');
    expect(auditFindings(JSON.stringify(catalog))).toEqual({errors: [], warnings: []});
  });

  it('is written with its skill as the two files of the plugin', () => {
    const files = new Map(catalogFiles().map((file) => [file.path, file.text]));
    expect([...files.keys()]).toEqual([CATALOG_PATH, SKILL_PATH]);
    expect(JSON.parse(files.get(CATALOG_PATH)!)).toEqual(catalog);
    expect(files.get(SKILL_PATH)).toBe(manifestSkill());
  });

  it('the rules restated here catch what the audit catches', () => {
    const broken = {...catalog, collections: [], entries: [{...catalog.entries[0], identifier: 'securecodebox', type: 'text/plain', data: {}, representativeQueries: ['one']}]};
    const {errors, warnings} = auditFindings(JSON.stringify(broken));
    expect(errors).toEqual(expect.arrayContaining(['collections at the root', expect.stringMatching(/identifier$/), expect.stringMatching(/url or data$/)]));
    expect(warnings).toEqual(expect.arrayContaining([expect.stringMatching(/type text\/plain$/), expect.stringMatching(/1 representativeQueries$/)]));
  });

  it('lists the skill the build writes, under the site, and names only files the site serves', () => {
    expect(catalog.entries).toHaveLength(1);
    const [skill] = catalog.entries;
    expect(skill).toMatchObject({type: SKILL_TYPE, url: `${siteUrl}${SKILL_PATH}`, identifier: `urn:air:www.securecodebox.io:skills:${SKILL_NAME}`});
    const schemas = new Set(schemaFiles().map((file) => file.path));
    expect(skill.metadata).toEqual({
      llmsTxt: `${siteUrl}/llms.txt`,
      schemaCatalog: `${siteUrl}/schemas/index.json`,
      kubeconformSchemaLocation: `${siteUrl}/schemas/${schemaRelease}/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json`,
      guide: `${siteUrl}/docs/api/schemas.md`,
    });
    expect(schemas.has(new URL(skill.metadata.schemaCatalog).pathname)).toBe(true);
  });

  it('the skill is an Agent Skill: front matter with its name and description, then steps that name the schemas and no MCP endpoint', () => {
    const text = manifestSkill();
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
    expect(yaml.load(frontMatter)).toEqual({name: SKILL_NAME, description: catalog.entries[0].description});
    expect(SKILL_PATH).toBe(`/.well-known/skills/${SKILL_NAME}/SKILL.md`);
    expect(body).toContain(`# yaml-language-server: $schema=https://www.securecodebox.io/schemas/${schemaRelease}/execution.securecodebox.io/scan_v1.json`);
    expect(body).toContain(`-schema-location '${catalog.entries[0].metadata.kubeconformSchemaLocation}'`);
    expect(body).toContain('npm run --silent mcp -- --site https://www.securecodebox.io');
    expect(body).toContain('the site serves no MCP endpoint');
    // Every URL of the site it names is a file the build writes (or llms.txt and the guide's twin).
    const urls = [...body.matchAll(/https:\/\/www\.securecodebox\.io(\/[^\s'`)]*)/g)].map((m) => m[1]).filter((p) => !p.includes('{{'));
    const schemas = new Set(schemaFiles().map((file) => file.path));
    expect(urls.filter((p) => !schemas.has(p) && !['/llms.txt', '/docs/api/schemas.md'].includes(p))).toEqual([]);
  });
});
