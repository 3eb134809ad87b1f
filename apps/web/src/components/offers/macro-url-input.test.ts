import { expect, test } from 'vitest';
import { insertMacro } from './macro-url-input';

test('puts the macro at the caret and moves the caret after it', () => {
  expect(insertMacro('https://a.example/?c=&s=', 'click_id', 21)).toEqual([
    'https://a.example/?c={click_id}&s=',
    31,
  ]);
});

test('without a caret the macro goes at the end', () => {
  expect(insertMacro('https://a.example/?s=', 'sub1', null)).toEqual(['https://a.example/?s={sub1}', 27]);
});
