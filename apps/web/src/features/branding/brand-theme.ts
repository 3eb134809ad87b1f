import { colorsTuple, createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

function mix(color: Rgb, target: number, weight: number): string {
  const channel = (value: number) =>
    Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  return `#${color.map(channel).join('')}`;
}

/**
 * Ten shades around the brand colour, which sits at index 6 (Mantine's default filled shade):
 * lighter shades mix it with white, darker ones with black.
 */
export function brandPalette(hex: string): MantineColorsTuple {
  const rgb = toRgb(hex);
  const light = [0.92, 0.8, 0.65, 0.5, 0.34, 0.17].map((weight) => mix(rgb, 255, weight));
  const dark = [0.12, 0.24, 0.36].map((weight) => mix(rgb, 0, weight));
  return colorsTuple([...light, mix(rgb, 255, 0), ...dark]);
}

/** The Mantine theme for a network: its brand colour as the primary colour when it is a hex colour. */
export function createBrandTheme(brandColor: string | null | undefined): MantineThemeOverride {
  if (!brandColor || !HEX_COLOR.test(brandColor)) return createTheme({});
  return createTheme({
    colors: { brand: brandPalette(brandColor) },
    primaryColor: 'brand',
    primaryShade: 6,
  });
}
