import {describe, expect, it} from 'vitest';
import {themes} from 'prism-react-renderer';
import {contrastRatio, ensureContrast, parseColor, toHex} from './contrast';
import {withMinimumContrast} from './accessibleTheme';

describe('parseColor', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#36acaa', [54, 172, 170]],
    ['rgb(98, 114, 164)', [98, 114, 164]],
    ['rgba(0, 0, 0, 0.5)', [128, 128, 128]],
    [' #ABCDEF ', [171, 205, 239]],
  ])('%s → %j', (value, expected) => {
    expect(parseColor(value)).toEqual(expected);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseColor('hsl(220, 13%, 18%)')).toThrow(/Unsupported/);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
  ])('%s on %s is %d', (a, b, expected) => {
    expect(contrastRatio(parseColor(a), parseColor(b))).toBeCloseTo(expected, 1);
  });
});

describe('ensureContrast', () => {
  it('leaves a colour that already passes untouched', () => {
    expect(toHex(ensureContrast(parseColor('#000000'), parseColor('#ffffff'), 4.5))).toBe('#000000');
  });

  it.each([
    ['#36acaa', '#f6f8fa'],
    ['#6272a4', '#282a36'],
    ['#ffffff', '#ffffff'],
  ])('lifts %s on %s to AA', (color, background) => {
    const bg = parseColor(background);
    expect(contrastRatio(ensureContrast(parseColor(color), bg, 4.5), bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('withMinimumContrast', () => {
  it.each([
    ['github', themes.github],
    ['dracula', themes.dracula],
  ])('makes every %s token colour reach AA', (_name, theme) => {
    const fixed = withMinimumContrast(theme);
    const background = parseColor(fixed.plain.backgroundColor!);
    const colours = [fixed.plain.color, ...fixed.styles.map((entry) => entry.style.color)].filter(
      (colour): colour is string => colour !== undefined,
    );
    for (const colour of colours) expect(contrastRatio(parseColor(colour), background)).toBeGreaterThanOrEqual(4.5);
    expect(fixed.styles).toHaveLength(theme.styles.length);
  });
});
