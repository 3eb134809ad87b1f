import { expect, test } from 'vitest';
import { macrosIn, urlTemplateProblem, urlTemplateSchema } from './macros';

test('a URL with known macros is accepted as written', () => {
  const url = 'https://shop.example/land?cid={click_id}&pub={pub_id}&s1={sub1}&src={source}';
  expect(urlTemplateSchema.parse(` ${url} `)).toBe(url);
  expect(macrosIn(url)).toEqual(['click_id', 'pub_id', 'sub1', 'source']);
});

test('a macro in the host name is allowed', () => {
  expect(urlTemplateProblem('https://{sub1}.shop.example/')).toBeNull();
});

test('an unknown macro is named in the error', () => {
  expect(urlTemplateProblem('https://shop.example/?c={clikc_id}&x={sub9}')).toMatch(
    /Unknown macro \{clikc_id\}, \{sub9\}/,
  );
});

test('an unclosed brace, a relative URL and other schemes are refused', () => {
  expect(urlTemplateProblem('https://shop.example/?c={click_id')).toMatch(/Close every macro/);
  expect(urlTemplateProblem('/landing?c={click_id}')).toMatch(/full URL/);
  expect(urlTemplateProblem('javascript:alert(1)//{click_id}')).toMatch(/full URL/);
  expect(urlTemplateProblem('ftp://shop.example/')).toMatch(/full URL/);
});

test('https-only offers refuse http', () => {
  expect(urlTemplateProblem('http://shop.example/', { httpsOnly: true })).toMatch(/requires HTTPS/);
  expect(urlTemplateProblem('https://shop.example/', { httpsOnly: true })).toBeNull();
});
