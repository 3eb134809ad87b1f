import { afterEach, expect, test } from 'vitest';
import { jsdomLabelsOf, labelsOf } from './fast-labels';

// The markup covers each way a label names a control, and the ways it does not: `for` naming a
// labelable element, a non-labelable one, a hidden input, an empty `for`, an id used twice; a label
// wrapping its control (and one wrapping two); a `for` that wins over a wrapped control.
const MARKUP = `
  <label for="name">Name</label><input id="name">
  <label for="name">Name again</label>
  <label><span>Wrapped</span> <input id="wrapped"> <select id="second-in-label"></select></label>
  <label for="plain">Not labelable</label><div id="plain"></div>
  <label for="secret">Hidden</label><input type="hidden" id="secret">
  <label for="">Empty for</label>
  <label for="twice">First of two ids</label><textarea id="twice"></textarea><input id="twice">
  <label for="target">For wins <input id="inside"></label><button id="target">Go</button>
  <meter id="meter"></meter><label for="meter">Meter</label>
  <output id="output"></output><progress id="progress"></progress>
`;

afterEach(() => {
  document.body.innerHTML = '';
});

test('every labelable element has the labels jsdom finds, in the same order', () => {
  document.body.innerHTML = MARKUP;
  const controls = document.body.querySelectorAll('input, select, textarea, button, meter, output, progress');
  expect(controls.length).toBe(11);
  for (const control of controls) {
    const fast = control.getAttribute('type') === 'hidden' ? null : labelsOf(control);
    expect(fast, control.outerHTML).toEqual(jsdomLabelsOf(control));
  }
  const name = document.getElementById('name') as HTMLInputElement;
  expect(Array.from(name.labels ?? []).map((label) => label.textContent)).toEqual(['Name', 'Name again']);
  expect((document.getElementById('inside') as HTMLInputElement).labels).toHaveLength(0);
  expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
});

test('labels follow the document as it changes', () => {
  document.body.innerHTML = '<label for="later">Later</label>';
  const input = document.createElement('input');
  input.id = 'later';
  expect(Array.from(input.labels ?? [])).toEqual([]);
  document.body.append(input);
  expect(Array.from(input.labels ?? []).map((label) => label.textContent)).toEqual(['Later']);
  input.id = 'renamed';
  expect(Array.from(input.labels ?? [])).toEqual([]);
});
