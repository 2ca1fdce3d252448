import type {CurrentBundler} from '@docusaurus/types';

/**
 * Swaps one of theme-classic's client modules (`lib/<name>.js`, which every page's main bundle
 * carries) for a stand-in of ours (the path of the plugin's `clientModule.ts`).
 */
export function swapThemeClientModule(bundler: CurrentBundler, name: string, standIn: string) {
  const {NormalModuleReplacementPlugin} = bundler.instance;
  const themeModule = new RegExp(`@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]${name}(\\.js)?$`);
  return new NormalModuleReplacementPlugin(themeModule, standIn);
}
