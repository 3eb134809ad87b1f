import {
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineTheme,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, test } from 'vitest';
import {
  brandPalette,
  createBrandTheme,
  DIMMED_TEXT,
  filledShade,
  readableTextColors,
  readableVariantColors,
} from './brand-theme';
import { contrastBetween, contrastOnWhite, readableShade } from './color-contrast';

const themeFor = (brandColor: string | null): MantineTheme =>
  mergeMantineTheme(DEFAULT_THEME, createBrandTheme(brandColor));

describe('brand theme', () => {
  test('contrast on white follows WCAG: black 21:1, white 1:1', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastOnWhite('#1971c2')).toBeCloseTo(5.02, 1);
  });

  test('the brand colour is the filled shade of its palette', () => {
    expect(brandPalette('#123456')[6]).toBe('#123456');
    expect(themeFor('#123456').primaryColor).toBe('brand');
    expect(themeFor('not a colour').primaryColor).toBe('blue');
  });

  test('links use the first shade that reads as text on white', () => {
    const darkEnough = brandPalette('#0b5394');
    expect(readableShade(darkEnough)).toBe('#0b5394');
    const yellow = brandPalette('#ffd43b');
    expect(contrastOnWhite(yellow[9])).toBeLessThan(4.5);
    expect(contrastOnWhite(readableShade(yellow))).toBeGreaterThanOrEqual(4.5);
    const lightBlue = brandPalette('#4dabf7');
    expect(lightBlue.indexOf(readableShade(lightBlue))).toBeGreaterThan(6);
  });

  test('links and dimmed text pass AA with the default and a pale brand colour', () => {
    for (const brand of [null, '#ffd43b', '#74c0fc']) {
      const { light } = readableTextColors(themeFor(brand));
      expect(contrastOnWhite(light['--mantine-color-anchor'] ?? '')).toBeGreaterThanOrEqual(4.5);
      expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    }
    expect(contrastOnWhite(DIMMED_TEXT)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('filled shade', () => {
  test('darkens the default blue until white text passes AA', () => {
    const theme = themeFor(null);
    expect(theme.primaryShade).toBe(8);
    expect(contrastOnWhite(theme.colors.blue[8])).toBeGreaterThanOrEqual(4.5);
  });

  test('keeps a dark brand colour and a pale one as they are', () => {
    expect(filledShade(brandPalette('#0b5394'))).toBe(6);
    expect(filledShade(brandPalette('#ffd43b'))).toBe(6);
    expect(filledShade(brandPalette('#1c7ed6'))).toBe(7);
  });
});

describe('variant colours', () => {
  const theme = themeFor(null);
  test('light badges darken their text until it reads on their tint (shade 1), in every colour', () => {
    const colors = Object.keys(themeFor('#be4bdb').colors);
    expect(colors).toEqual(expect.arrayContaining(['grape', 'yellow', 'orange', 'teal', 'brand']));
    for (const color of colors) {
      const theme = themeFor('#be4bdb');
      const { color: text } = readableVariantColors({ color, theme, variant: 'light' });
      const tint = theme.colors[color]?.[1] ?? '';
      expect({ color, contrast: contrastBetween(text, tint) >= 4.5 }).toEqual({ color, contrast: true });
    }
  });

  test('outline text passes AA on white', () => {
    const outline = readableVariantColors({ color: 'red', theme, variant: 'outline' });
    expect(contrastOnWhite(outline.color)).toBeGreaterThanOrEqual(4.5);
  });

  test('a filled colour keeps white text on a darker shade (teal), or takes dark text when none is dark enough (orange)', () => {
    const teal = readableVariantColors({ color: 'teal', theme, variant: 'filled' });
    expect(teal.color).toBe('var(--mantine-color-white)');
    expect(contrastOnWhite(teal.background)).toBeGreaterThanOrEqual(4.5);
    const orange = readableVariantColors({ color: 'orange', theme, variant: 'filled' });
    expect(orange.color).toBe('var(--mantine-color-black)');
    const primary = readableVariantColors({ color: 'blue', theme, variant: 'filled' });
    expect(primary).toEqual(defaultVariantColorsResolver({ color: 'blue', theme, variant: 'filled' }));
  });
});
