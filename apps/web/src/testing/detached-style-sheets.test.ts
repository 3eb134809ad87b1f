import { afterEach, expect, test } from 'vitest';
import { dropDetachedStyleSheets } from './detached-style-sheets';

afterEach(() => {
  document.body.innerHTML = '';
});

function styledBlock(css: string): HTMLDivElement {
  const block = document.createElement('div');
  const style = document.createElement('style');
  style.textContent = css;
  block.append(style);
  document.body.append(block);
  return block;
}

test('a style removed with its parent leaves no sheet behind once dropped; connected ones stay', () => {
  const before = document.styleSheets.length;
  const kept = styledBlock('.kept { color: red; }');
  const removed = styledBlock('.removed { display: none; }');
  expect(document.styleSheets).toHaveLength(before + 2);
  removed.remove();
  dropDetachedStyleSheets();
  expect(document.styleSheets).toHaveLength(before + 1);
  expect(document.styleSheets[before]?.ownerNode).toBe(kept.firstChild);
  const probe = document.createElement('span');
  probe.className = 'removed';
  document.body.append(probe);
  expect(getComputedStyle(probe).display).not.toBe('none');
});
