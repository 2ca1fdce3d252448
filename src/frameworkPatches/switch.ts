// The switch the bench weighs patches with: FRAMEWORK_PATCHES_OFF names patches of ./index.ts
// (comma-separated) that this build leaves out, a plugin dropped from the config or theme
// components pointed back at the theme's own. Unset, every patch is on.
import type {Plugin, PluginConfig} from '@docusaurus/types';
import {FRAMEWORK_PATCHES, PATCH_IDS, type PatchId} from './index';

export const PATCHES_OFF_VARIABLE = 'FRAMEWORK_PATCHES_OFF';

/** The patches a build leaves out, read from the variable's value; throws on a name the registry lacks. */
export function patchesOff(value = process.env[PATCHES_OFF_VARIABLE] ?? ''): Set<PatchId> {
  const names = value.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !(PATCH_IDS as string[]).includes(name));
  if (unknown.length) throw new Error(`${PATCHES_OFF_VARIABLE}: no framework patch is called ${unknown.join(', ')} (src/frameworkPatches)`);
  return new Set(names as PatchId[]);
}

/**
 * A plugin that points `@theme/<component>` back at the component the theme itself provides, for
 * the theme components of the patches that are off; undefined when there are none.
 */
export function themeComponentsOff(off: ReadonlySet<PatchId>): (() => Plugin) | undefined {
  const components = [...off].flatMap((id) => {
    const measuredBy = FRAMEWORK_PATCHES[id].measuredBy;
    return typeof measuredBy === 'object' ? measuredBy.themeComponents : [];
  });
  if (components.length === 0) return undefined;
  return () => ({
    name: 'theme-components-off',
    configureWebpack(config) {
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      return {
        resolve: {
          alias: Object.fromEntries(
            components.map((component) => {
              const original = aliases[`@theme-original/${component}`];
              if (!original) throw new Error(`theme-components-off: no @theme-original/${component} to fall back on`);
              return [`@theme/${component}`, original];
            }),
          ),
        },
      };
    },
  });
}

/** The plugins of the patches that are on, from a map of patch → its plugin, and the fallback for theme components that are off. */
export function patchPlugins(plugins: Partial<Record<PatchId, PluginConfig>>, off: ReadonlySet<PatchId> = patchesOff()): PluginConfig[] {
  const fallback = themeComponentsOff(off);
  return [...Object.entries(plugins).flatMap(([id, plugin]) => (off.has(id as PatchId) || !plugin ? [] : [plugin])), ...(fallback ? [fallback] : [])];
}
