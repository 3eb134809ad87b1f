import { describe, expect, test } from 'vitest';
import { fillPostbackTemplate, unknownPostbackMacros } from './postback-macros';

describe('publisher postback macros', () => {
  test('fills every known macro URL-encoded, missing values as empty', () => {
    const url = fillPostbackTemplate('https://p.example/cb?c={click_id}&s={sub1}&p={payout}&x={txn_id}', {
      click_id: 'abc',
      sub1: 'a b&c=d',
      payout: '12.50',
    });
    expect(url).toBe('https://p.example/cb?c=abc&s=a%20b%26c%3Dd&p=12.50&x=');
  });

  test('leaves unknown names as written and reports them', () => {
    expect(fillPostbackTemplate('https://p.example/?a={clickid}', { click_id: 'x' })).toBe(
      'https://p.example/?a={clickid}',
    );
    expect(unknownPostbackMacros('https://p.example/?a={clickid}&b={sub1}&c={}')).toEqual(['clickid', '']);
  });
});
