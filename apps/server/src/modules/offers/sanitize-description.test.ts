import { describe, expect, test } from 'vitest';
import { sanitizeDescription } from './sanitize-description';

describe('sanitizeDescription', () => {
  test('keeps the allowed markup as it is', () => {
    const html =
      '<h2>Summer</h2><p>Pay <strong>more</strong>, <em>now</em> <u>and</u> <s>then</s> <b>b</b> <i>i</i><br /></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><h3>x</h3><h4>y</h4><blockquote>q</blockquote><pre><code>c</code></pre>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  test('drops script, style, event handlers, iframes and unknown tags, keeping their safe text', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p>' +
      '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe><div>kept text</div>';
    const clean = sanitizeDescription(html);
    expect(clean).toBe('<p>Hi</p>kept text');
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|img|alert/);
  });

  test('links keep http, https and mailto targets only, and open safely in a new tab', () => {
    expect(sanitizeDescription('<a href="https://shop.example/x" onclick="x()" class="c">Shop</a>')).toBe(
      '<a href="https://shop.example/x" rel="noopener noreferrer nofollow" target="_blank">Shop</a>',
    );
    expect(sanitizeDescription('<a href="mailto:a@b.example" rel="opener">Mail</a>')).toBe(
      '<a href="mailto:a@b.example" rel="noopener noreferrer nofollow" target="_blank">Mail</a>',
    );
    const scripted = sanitizeDescription(
      '<a href="javascript:alert(1)">x</a><a href="JaVaScRiPt:alert(1)">y</a>',
    );
    expect(scripted).not.toMatch(/javascript/i);
    expect(scripted).toContain('>x</a>');
    expect(sanitizeDescription('<a href="data:text/html,evil">d</a>')).not.toContain('data:');
    expect(sanitizeDescription('<a href="//evil.example">p</a>')).not.toContain('evil.example');
  });

  test('nothing left is null: empty editor, whitespace, only removed markup', () => {
    expect(sanitizeDescription(undefined)).toBeNull();
    expect(sanitizeDescription('<p></p>')).toBeNull();
    expect(sanitizeDescription('  <p>&nbsp;</p><p><br></p> ')).toBeNull();
    expect(sanitizeDescription('<script>alert(1)</script>')).toBeNull();
  });
});
