/**
 * Combobox props that render a long option list only while its dropdown is open. Mantine keeps
 * closed options mounted by default, which on a form with many country or time-zone pickers means
 * thousands of hidden nodes re-rendered on every keystroke.
 */
export const CLOSED_DROPDOWN = { keepMounted: false } as const;
