import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../lib/root';

// `npm ci` refuses a lock file that lacks a platform build of a native package, on every platform,
// this one included. `npm install` writes such a lock without a word when the registry it reaches
// lacks some builds, so this test stands guard: every optional dependency of every locked package
// (the per-platform builds of @swc/core, @swc/html, rollup, @rspack/binding, lightningcss, esbuild,
// …) must be locked too, where Node's resolution would find it.

type LockedPackage = {version?: string; optionalDependencies?: Record<string, string>; os?: string[]; cpu?: string[]};
type Lock = {lockfileVersion: number; packages: Record<string, LockedPackage>};

const root = repoRoot;
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {overrides?: Record<string, string>};

/** The lock entry Node would load for `name` required from the package at `from` ('' is the root). */
function resolveLocked(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

// A native package is one whose optional dependencies are named after platforms.
const nativePackages = Object.entries(lock.packages).filter(([, info]) =>
  Object.keys(info.optionalDependencies ?? {}).some((name) => /[-/](darwin|win32|linux|android|freebsd|openbsd|netbsd|sunos|aix)-|wasm32/.test(name)),
);

describe('package-lock.json', () => {
  it('is a lockfileVersion 3 lock', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('holds the native packages the build relies on', () => {
    const names = nativePackages.map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    for (const name of ['@swc/core', '@swc/html', '@rspack/binding', 'lightningcss', 'rollup', 'esbuild']) expect(names).toContain(name);
  });

  it.each(Object.entries(lock.packages).filter(([, info]) => info.optionalDependencies))('%s locks every optional dependency (all platform builds)', (key, info) => {
    const missing = Object.keys(info.optionalDependencies ?? {}).filter((name) => !resolveLocked(key, name));
    expect(missing).toEqual([]);
  });

  it('locks each platform build at the version its package asks for', () => {
    const mismatched: string[] = [];
    for (const [key, info] of nativePackages) {
      for (const [name, range] of Object.entries(info.optionalDependencies ?? {})) {
        const locked = lock.packages[resolveLocked(key, name) ?? '']?.version;
        // Platform builds are pinned to the exact version of their package; other optional
        // dependencies (fsevents) carry ranges.
        if (/^\d+\.\d+\.\d+$/.test(range) && locked !== range) mismatched.push(`${name}: wants ${range}, locked ${locked}`);
      }
    }
    expect(mismatched).toEqual([]);
  });

  it('resolves every overridden package to its pinned version', () => {
    for (const [name, version] of Object.entries(manifest.overrides ?? {})) {
      const locked = Object.entries(lock.packages).filter(([key]) => key.endsWith(`node_modules/${name}`));
      expect(locked.length, name).toBeGreaterThan(0);
      for (const [key, info] of locked) expect(info.version, key).toBe(version);
    }
  });
});
