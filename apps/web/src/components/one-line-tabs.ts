import type { TabsProps } from '@mantine/core';

/**
 * A tab bar that stays on one line: compact tabs (the offer editor's thirteen fit beside the
 * sidebar at 1440 px) and, on a narrower screen, a horizontal scroll instead of a second row.
 */
export const ONE_LINE_TAB_STYLES = {
  list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' },
  tab: { flexShrink: 0, paddingInline: 'var(--mantine-spacing-sm)' },
} satisfies TabsProps['styles'];
