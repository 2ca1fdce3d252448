import {themes, type PrismTheme} from 'prism-react-renderer';

// The stock Prism themes miss WCAG AA contrast (4.5:1) for a few token types,
// e.g. VS Light's red attribute names and Dracula's comments. These two keep the
// stock look and darken or lighten just those colours; a unit test checks every
// token colour against the theme background.

// Colours as #rrggbb: every token's style attribute in the HTML, and the bundle, say them shorter
// than rgb(r, g, b).
const asHex = (color: string | undefined): string | undefined =>
  color?.replace(/^rgb\((\d+), (\d+), (\d+)\)$/, (_, ...rgb: string[]) => `#${rgb.slice(0, 3).map((c) => Number(c).toString(16).padStart(2, '0')).join('')}`);

function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const color = style.types.map((t) => colors[t]).find(Boolean) ?? asHex(style.style.color);
      return color ? {...style, style: {...style.style, color}} : style;
    }),
  };
}

export const lightCodeTheme = withColors(themes.vsLight, {'attr-name': '#b30000'});

export const darkCodeTheme = withColors(themes.dracula, {comment: '#9aa5ce'});
