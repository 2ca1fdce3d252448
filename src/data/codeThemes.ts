import {themes, type PrismTheme} from 'prism-react-renderer';

// The stock Prism themes miss WCAG AA contrast (4.5:1) for a few token types,
// e.g. VS Light's red attribute names and Dracula's comments. These two keep the
// stock look and darken or lighten just those colours; a unit test checks every
// token colour against the theme background.

function withColors(theme: PrismTheme, colors: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((style) => {
      const override = style.types.map((t) => colors[t]).find(Boolean);
      return override ? {...style, style: {...style.style, color: override}} : style;
    }),
  };
}

export const lightCodeTheme = withColors(themes.vsLight, {'attr-name': '#b30000'});

export const darkCodeTheme = withColors(themes.dracula, {comment: '#9aa5ce'});
