import type { MantineColorsTuple } from '@mantine/core';

// WCAG 2.1 contrast arithmetic for the theme: how readable a colour is as text on white.

export type Rgb = [number, number, number];

/** '#1c7ed6' or '#18b' as red, green and blue from 0 to 255. */
export function toRgb(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as Rgb;
}

/** A colour moved towards black (0) or white (255) by `weight` (0 to 1), as hex. */
export function mix(color: Rgb, target: number, weight: number): string {
  const channel = (value: number) =>
    Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  return `#${color.map(channel).join('')}`;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two hex colours (1 to 21), whichever is lighter. */
export function contrastBetween(first: string, second: string): number {
  const [lighter, darker] = [luminance(toRgb(first)), luminance(toRgb(second))].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Contrast ratio of a hex colour against white (1 to 21). */
export function contrastOnWhite(hex: string): number {
  return contrastBetween(hex, '#ffffff');
}

/** WCAG AA for body text. */
export const READABLE_CONTRAST = 4.5;

/**
 * The lightest shade from the filled one (6) down that reads as text on `background` (white, or a
 * tint of the colour) at AA, so text stays legible whatever colour a network picks; a pale colour
 * (a yellow) is darkened further.
 */
export function readableShade(palette: MantineColorsTuple, background = '#ffffff'): string {
  const reads = (text: string) => contrastBetween(text, background) >= READABLE_CONTRAST;
  const shade = palette.slice(6).find(reads);
  if (shade) return shade;
  const darkest = toRgb(palette[9]);
  for (let weight = 0.1; weight < 1; weight += 0.05) {
    const darker = mix(darkest, 0, weight);
    if (reads(darker)) return darker;
  }
  return '#000000';
}
