import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

/**
 * Swaps one of theme-classic's client modules (`lib/<name>.js`, which every page's main bundle
 * carries) for a stand-in of ours in src/clientModules.
 */
export function swapThemeClientModule(bundler: CurrentBundler, name: string, standIn: string) {
  const {NormalModuleReplacementPlugin} = bundler.instance;
  const themeModule = new RegExp(`@docusaurus[\\\\/]theme-classic[\\\\/]lib[\\\\/]${name}(\\.js)?$`);
  return new NormalModuleReplacementPlugin(themeModule, path.resolve(__dirname, '../clientModules', standIn));
}
