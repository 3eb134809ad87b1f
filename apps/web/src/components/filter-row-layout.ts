/*
 * A row of filters lines up by the top: every label on one line, every input under it. A
 * description or an error goes under its input, where it cannot push the input out of line.
 */

/** The parts of a Mantine input in a filter row: the description below the input. */
export const BELOW_INPUT: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * A switch's top margin in a filter row, to sit level with the inputs: a label's line (14 px at
 * 1.55) and half of what a 36 px input is taller than the switch's own line.
 */
export const SWITCH_BESIDE_INPUTS = 29;
