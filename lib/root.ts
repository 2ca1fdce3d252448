// Where the repository and the build folder are, for every layer.
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..');

/** The build folder the serving scripts, tests and benchmarks work on: $BUILD_DIR, else build/. */
export function buildFolder(): string {
  return path.resolve(repoRoot, process.env.BUILD_DIR ?? 'build');
}
