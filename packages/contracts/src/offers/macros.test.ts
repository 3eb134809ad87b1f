import { expect, test } from 'vitest';
import { MACRO_IN_HOST_MESSAGE, macrosIn, urlTemplateProblem, urlTemplateSchema } from './macros';

test('a URL with known macros is accepted as written', () => {
  const url = 'https://shop.example/land?cid={click_id}&pub={pub_id}&s1={sub1}&src={source}';
  expect(urlTemplateSchema.parse(` ${url} `)).toBe(url);
  expect(macrosIn(url)).toEqual(['click_id', 'pub_id', 'sub1', 'source']);
});

test.each([
  'https://{sub1}/',
  'https://{sub1}.example.com/',
  'https://x{sub1}.com/',
  'https://shop.example{sub1}/path',
  'https://shop.{sub1}/',
  'https://shop.example:{sub1}/',
  'https://shop.example:80{sub1}/',
  'https://{sub1}@shop.example/',
  'https://user:{sub1}@shop.example/',
  'https:{sub1}/path',
  'https:/\\{sub1}/path',
  'https://{sub1}{sub2}/',
  'http{sub1}://shop.example/',
])('a macro in the host, port, user info or scheme is refused: %s', (url) => {
  expect(urlTemplateProblem(url)).toBe(MACRO_IN_HOST_MESSAGE);
  expect(urlTemplateSchema.safeParse(url).error?.issues[0]?.message).toBe(MACRO_IN_HOST_MESSAGE);
});

test.each([
  'https://shop.example/{sub1}/land',
  'https://shop.example/land?s={sub1}&c={click_id}',
  'https://shop.example/land#{sub1}',
  'https://shop.example\\{sub1}',
  'https://shop.example?{sub1}',
  'https://shop.example:8443/{sub1}',
])('a macro in the path, query or fragment is allowed: %s', (url) => {
  expect(urlTemplateProblem(url)).toBeNull();
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
