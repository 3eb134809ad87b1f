import { expect, test } from 'vitest';
import { selectSteps, skipReason } from './step-plan.mjs';

const STEPS = [
  { id: 'lint' },
  { id: 'unit' },
  { id: 'build' },
  { id: 'size', needs: ['build'] },
  { id: 'api' },
  { id: 'e2e', needs: ['build', 'provision'] },
];
const outcome = (id, status) => ({ step: { id }, status });

test('a failed step does not stop the steps after it that do not need it', () => {
  const results = [outcome('provision', 'passed'), outcome('lint', 'failed'), outcome('unit', 'failed')];
  expect(skipReason({ id: 'build' }, results)).toBeNull();
  expect(skipReason({ id: 'api' }, results)).toBeNull();
});

test('a step needing a failed one is skipped and says which, never run on stale output', () => {
  const results = [outcome('provision', 'passed'), outcome('build', 'failed')];
  expect(skipReason(STEPS[3], results)).toBe('needs build');
  expect(skipReason(STEPS[5], results)).toBe('needs build');
  const noTools = [outcome('provision', 'failed'), outcome('build', 'passed')];
  expect(skipReason(STEPS[5], noTools)).toBe('needs provision');
});

test('a need the user left out does not block: they chose the existing output', () => {
  const { selected } = selectSteps(STEPS, { skip: 'build' });
  const results = [outcome('provision', 'passed'), { step: selected[2], status: 'excluded' }];
  expect(skipReason(selected[3], results)).toBeNull();
});

test('TEST_SKIP and TEST_ONLY mark steps left out; unknown ids are named', () => {
  const { selected, unknown } = selectSteps(STEPS, { only: 'unit, e2e', skip: 'e2e,nope' });
  expect(selected.filter((step) => !step.excluded).map((step) => step.id)).toEqual(['unit']);
  expect(unknown).toEqual(['nope']);
  expect(skipReason(selected[0], [])).toBe('left out');
});

test('after an interruption nothing else starts', () => {
  expect(skipReason({ id: 'api' }, [], { interrupted: 'SIGINT' })).toBe('interrupted by SIGINT');
});
