import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {lightCodeTheme, darkCodeTheme} from '../../../src/data/codeThemes';

function rgb(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (fn) return fn[1].split(',').slice(0, 3).map(Number) as [number, number, number];
  throw new Error(`unsupported colour ${color}`);
}

function luminance([r, g, b]: [number, number, number]): number {
  const [R, G, B] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R + 0.7152 * G + 0.0722 * B;
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as [string, PrismTheme][])('%s code theme', (_, theme) => {
  const background = theme.plain.backgroundColor as string;
  const colored = [{types: ['plain'], style: theme.plain}, ...theme.styles].filter((s) => s.style.color);
  it.each(colored.map((s) => [s.types.join(', '), s.style.color as string]))('%s (%s) has 4.5:1 contrast', (_types, color) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });
});
