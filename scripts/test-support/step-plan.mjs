// What `npm test` does with each step: every step runs and reports, whatever failed before it,
// except a step whose input an earlier one makes (the bundle check and e2e serve the build): it
// is skipped with the reason, never run against what an older build left behind.

/**
 * Why `step` does not run, or null when it runs. `results` are the earlier steps' outcomes
 * (`{ step: { id }, status }`); `needs` lists the ids whose passing this step depends on.
 * A need the user left out (TEST_SKIP/TEST_ONLY) does not block: they chose the existing output.
 */
export function skipReason(step, results, { interrupted = null } = {}) {
  if (step.excluded) return 'left out';
  if (interrupted) return `interrupted by ${interrupted}`;
  for (const need of step.needs ?? []) {
    const earlier = results.find((result) => result.step.id === need);
    if (earlier && earlier.status !== 'passed' && earlier.status !== 'excluded') return `needs ${need}`;
  }
  return null;
}

/** The steps TEST_SKIP / TEST_ONLY (comma-separated ids) leave out, or the unknown ids named. */
export function selectSteps(steps, { skip = '', only = '' } = {}) {
  const list = (value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
  const skipped = list(skip);
  const kept = list(only);
  const known = steps.map((step) => step.id);
  const unknown = [...skipped, ...kept].filter((id) => !known.includes(id));
  const selected = steps.map((step) => ({
    ...step,
    excluded: skipped.includes(step.id) || (kept.length > 0 && !kept.includes(step.id)),
  }));
  return { selected, unknown };
}
