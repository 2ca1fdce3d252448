import path from 'node:path';

/** The repository's root folder (this file is scripts/lib/root.ts). */
export const repoRoot = path.resolve(__dirname, '../..');
