import path from 'node:path';

/** The repository's root folder (this file is lib/root.ts). */
export const repoRoot = path.resolve(__dirname, '..');

/** The build folder the serving scripts, tests and benchmarks work on: $BUILD_DIR, else build/. */
export function buildFolder(): string {
  return path.resolve(repoRoot, process.env.BUILD_DIR ?? 'build');
}
