// theme-common's Prism theme hook, following the colours shown rather than the colour-mode context,
// so that a change of the stored choice alone renders no code block again (../../browser/useColorModeShown.ts).
import {useThemeConfig} from '@docusaurus/theme-common';
import type {PrismTheme} from 'prism-react-renderer';
import {useColorModeShown} from '@site/src/browser/useColorModeShown';

export function usePrismTheme(): PrismTheme {
  const {prism} = useThemeConfig();
  return useColorModeShown() === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
}
