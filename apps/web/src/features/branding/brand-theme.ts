import {
  type CSSVariablesResolver,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorShade,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  parseThemeColor,
  type VariantColorResolverResult,
  type VariantColorsResolver,
} from '@mantine/core';
import { contrastOnWhite, mix, READABLE_CONTRAST, readableShade, toRgb } from './color-contrast';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The shade filled buttons use: the brand colour itself (6) unless white text on it falls short of
 * AA and a darker shade (7 to 9) reaches it; a pale colour stays, with dark text (autoContrast).
 */
export function filledShade(palette: MantineColorsTuple): MantineColorShade {
  const index = palette.findIndex((shade, at) => at >= 6 && contrastOnWhite(shade) >= READABLE_CONTRAST);
  return (index === -1 ? 6 : index) as MantineColorShade;
}

/**
 * Secondary ("dimmed") text: Mantine's gray 6 reads at 3.3:1 on white, below AA; this gray keeps
 * 4.6:1 even on the light gray of table headers and cards.
 */
export const DIMMED_TEXT = '#666e75';

/** Variants that draw coloured text on white or on a pale tint of the colour. */
const TEXT_ON_LIGHT_VARIANTS = new Set(['light', 'outline', 'subtle', 'transparent']);

/**
 * A filled variant whose white text falls short of AA: a darker shade of the colour when one
 * reaches it (red, teal), otherwise dark text on it (orange, yellow).
 */
function readableFilled(palette: MantineColorsTuple, shade: number, colors: VariantColorResolverResult) {
  if (contrastOnWhite(palette[shade] ?? palette[9]) >= READABLE_CONTRAST) return colors;
  const darker = palette.findIndex(
    (candidate, at) => at > shade && contrastOnWhite(candidate) >= READABLE_CONTRAST,
  );
  if (darker !== -1) {
    const background = palette[darker] ?? palette[9];
    return { ...colors, background, hover: palette[darker + 1] ?? background };
  }
  return { ...colors, color: 'var(--mantine-color-black)' };
}

/**
 * Mantine's variant colours with text that passes AA: its light variant puts shade 9 on shade 1,
 * which is 2.7:1 for yellow and 3.6:1 for orange, and white on a filled orange is 3.5:1.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const palette = parsed.isThemeColor && parsed.color ? input.theme.colors[parsed.color] : undefined;
  if (!palette || !input.variant) return colors;
  if (input.variant === 'filled') {
    const shade = parsed.shade ?? primaryShadeOf(input.theme);
    return readableFilled(palette, shade, colors);
  }
  if (!TEXT_ON_LIGHT_VARIANTS.has(input.variant)) return colors;
  // A 'light' badge or button draws its text on the colour's shade 1 (Mantine's --color-light).
  const color = readableShade(palette, input.variant === 'light' ? palette[1] : undefined);
  return { ...colors, color, hoverColor: color };
};

function primaryShadeOf(theme: MantineTheme): number {
  return typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
}

/** Link and dimmed-text colours that pass AA on light backgrounds, whatever the brand colour. */
export const readableTextColors: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-anchor': readableShade(theme.colors[theme.primaryColor] ?? DEFAULT_THEME.colors.blue),
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-placeholder': DIMMED_TEXT,
  },
  dark: {},
});

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

/**
 * Mantine's dialog and toast close buttons are icons with no name; screen readers say "Close".
 * Plain theme entries, not `Modal.extend(...)`: importing the components here would put dialogs
 * and toasts on the login route's first load.
 */
const CLOSE_BUTTON = { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } };
const NAMED_CLOSE_BUTTONS = { Modal: CLOSE_BUTTON, Drawer: CLOSE_BUTTON, Notification: CLOSE_BUTTON };

/** What every network's theme does for legibility and comfort, whatever its colour. */
const ACCESSIBLE_THEME = {
  // Filled buttons and badges pick dark text on a light colour.
  autoContrast: true,
  variantColorResolver: readableVariantColors,
  // Transitions (dialogs, menus) are skipped for people who ask their system for less motion.
  respectReducedMotion: true,
  components: NAMED_CLOSE_BUTTONS,
} satisfies MantineThemeOverride;

/** The Mantine theme for a network: its brand colour as the primary colour when it is a hex colour. */
export function createBrandTheme(brandColor: string | null | undefined): MantineThemeOverride {
  if (!brandColor || !HEX_COLOR.test(brandColor)) {
    return createTheme({ ...ACCESSIBLE_THEME, primaryShade: filledShade(DEFAULT_THEME.colors.blue) });
  }
  const palette = brandPalette(brandColor);
  return createTheme({
    ...ACCESSIBLE_THEME,
    colors: { brand: palette },
    primaryColor: 'brand',
    primaryShade: filledShade(palette),
  });
}
