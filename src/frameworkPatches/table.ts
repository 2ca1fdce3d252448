// The README's table of framework patches, generated from the registry (./index.ts) and what
// `npm run bench -- --patches` measured (./measured.json); a unit test fails when the README's
// copy differs, and `npm run patches:table` rewrites it.
import {FRAMEWORK_PATCHES, PATCH_IDS, type PatchId} from './index';
import measuredFile from './measured.json';

/** What the bench wrote: the first load (brotli bytes) of each sample page with every patch on, and with each one off. */
export type PatchMeasurements = {
  readonly docusaurus: string;
  readonly pages: readonly string[];
  readonly allOn: Readonly<Record<string, number>>;
  readonly off: Readonly<Partial<Record<PatchId, Readonly<Record<string, number>>>>>;
};

export const MEASURED: PatchMeasurements = measuredFile;

export const TABLE_START = '<!-- The table of framework patches: generated from src/frameworkPatches by `npm run patches:table`; do not edit. -->';
export const TABLE_END = '<!-- End of the table of framework patches. -->';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The bytes a patch saves on the sample pages, in words: one figure when it is the same on all. */
export function savingText(id: PatchId, measured: PatchMeasurements = MEASURED): string | undefined {
  const off = measured.off[id];
  if (!FRAMEWORK_PATCHES[id].measuredBy) return undefined;
  if (!off) return 'not measured yet (`npm run bench -- --patches`)';
  const savings = measured.pages.map((page) => ({page, saved: kb(off[page] - measured.allOn[page])}));
  const phrase = (saved: string) => (saved.startsWith('-') ? `costs ${saved.slice(1)} KB` : `saves ${saved} KB`);
  if (savings.every(({saved}) => saved === savings[0].saved)) return `${phrase(savings[0].saved)} on every sample page`;
  return savings.map(({page, saved}) => `${phrase(saved)} on \`${page}\``).join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table, from the registry and the measurements. */
export function patchesTable(measured: PatchMeasurements = MEASURED): string {
  const rows = PATCH_IDS.map((id) => {
    const patch = FRAMEWORK_PATCHES[id];
    const saving = savingText(id, measured);
    return [
      `\`${id}\`: ${patch.where.map((where) => `\`${where}\``).join(', ')}`,
      patch.internal,
      saving ? `${patch.buys}; ${saving}` : patch.buys,
      patch.guard,
      patch.verifiedOn,
    ];
  });
  const heaviest = [...measured.pages].sort((a, b) => measured.allOn[b] - measured.allOn[a])[0];
  const pages = heaviest
    ? `The sample pages: ${measured.pages.map((page) => `\`${page}\``).join(', ')}, measured on Docusaurus ${measured.docusaurus}; with every patch on, the heaviest of them, \`${heaviest}\`, loads ${kb(measured.allOn[heaviest])} KB.`
    : 'Nothing measured yet: `npm run bench -- --patches`.';
  return [
    TABLE_START,
    '',
    '| Patch | The internal | What it buys (brotli, first load) | Check | Verified on |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
    pages,
    '',
    TABLE_END,
  ].join('\n');
}

/** The README with its table replaced by `table`; throws when the README lacks the markers. */
export function withPatchesTable(readme: string, table: string = patchesTable()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md has no table of framework patches between its markers');
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}
