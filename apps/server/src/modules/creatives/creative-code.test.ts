import { parseFragment } from 'parse5';
import { describe, expect, test } from 'vitest';
import { buildCreativeCode, type CodeCreative } from './creative-code';

/** An element or text as a browser's parser reads the code (the HTML standard's algorithm). */
type ParsedNode = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: ParsedNode[];
};

function elementsOf(html: string): ParsedNode[] {
  const found: ParsedNode[] = [];
  const walk = (nodes: ParsedNode[]) => {
    for (const node of nodes) {
      if (!node.nodeName.startsWith('#')) found.push(node);
      walk(node.childNodes ?? []);
    }
  };
  walk((parseFragment(html) as unknown as ParsedNode).childNodes ?? []);
  return found;
}

const attributesOf = (node: ParsedNode | undefined) =>
  Object.fromEntries((node?.attrs ?? []).map(({ name, value }) => [name, value]));

const textOf = (node: ParsedNode | undefined): string =>
  (node?.childNodes ?? []).map((child) => child.value ?? textOf(child)).join('');

const LINK = 'https://track.example/c/abc?creative=11111111-1111-4111-8111-111111111111&sub1=a%26b';
const IMAGE = 'https://panel.example/api/v1/files/22222222-2222-4222-8222-222222222222';

function creative(overrides: Partial<CodeCreative>): CodeCreative {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'text_link',
    name: 'Summer sale',
    width: null,
    height: null,
    linkText: null,
    html: null,
    emailBody: null,
    ...overrides,
  };
}

describe('buildCreativeCode', () => {
  test('a banner is its image inside the link, with its size and name as alt text; its image URL beside', () => {
    const code = buildCreativeCode(creative({ type: 'banner', width: 300, height: 250 }), {
      trackingUrl: LINK,
      imageUrl: IMAGE,
    });
    expect(code.html).toBe(
      '<a href="https://track.example/c/abc?creative=11111111-1111-4111-8111-111111111111&amp;sub1=a%26b" target="_blank" rel="sponsored noopener">' +
        `<img src="${IMAGE}" width="300" height="250" alt="Summer sale" style="border:0"></a>`,
    );
    expect(code).toMatchObject({ imageUrl: IMAGE, trackingUrl: LINK, linkPlaced: true, type: 'banner' });
    const [anchor, image] = elementsOf(code.html);
    expect(attributesOf(anchor).href).toBe(LINK);
    expect(attributesOf(image)).toMatchObject({ src: IMAGE, alt: 'Summer sale' });
  });

  test('a text link is its text linked to the publisher’s link', () => {
    const code = buildCreativeCode(creative({ linkText: 'Up to 50% off – shop now' }), {
      trackingUrl: LINK,
      imageUrl: null,
    });
    const [anchor, ...rest] = elementsOf(code.html);
    expect(rest).toEqual([]);
    expect(attributesOf(anchor)).toEqual({ href: LINK, target: '_blank', rel: 'sponsored noopener' });
    expect(textOf(anchor)).toBe('Up to 50% off – shop now');
    expect(code.imageUrl).toBeNull();
  });

  test('HTML and e-mail creatives get the link for every macro, URL-encoded for {etracking_link}', () => {
    const html = buildCreativeCode(
      creative({
        type: 'html',
        html: '<a href="{tracking_link}">Shop</a> <a href="https://ads.example/r?to={etracking_link}">Again</a> <a href="{tracking_link}">Once more</a>',
      }),
      { trackingUrl: LINK, imageUrl: null },
    );
    expect(html.html).not.toMatch(/tracking_link/);
    const hrefs = elementsOf(html.html).map((node) => attributesOf(node).href);
    expect(hrefs).toEqual([LINK, `https://ads.example/r?to=${encodeURIComponent(LINK)}`, LINK]);
    expect(html.linkPlaced).toBe(true);

    const email = buildCreativeCode(
      creative({ type: 'email', emailBody: '<p>Tours: <a href="{tracking_link}">see them</a></p>' }),
      { trackingUrl: LINK, imageUrl: null },
    );
    expect(attributesOf(elementsOf(email.html)[1]).href).toBe(LINK);
  });

  test('markup without a macro is left as staff wrote it and says it carries no link', () => {
    const markup = '<p>Call us: <a href="https://shop.example">shop</a></p>';
    const code = buildCreativeCode(creative({ type: 'email', emailBody: markup }), {
      trackingUrl: LINK,
      imageUrl: null,
    });
    expect(code).toMatchObject({ html: markup, linkPlaced: false });
  });

  test('hostile names, link texts and links stay text: no element, attribute or URL of their own', () => {
    const hostile = "\"><script>alert(1)</script><img src=x onerror=alert(1)>' onmouseover='alert(2)";
    const hostileLink = 'https://track.example/c/abc?sub1="><script>alert(3)</script>';
    const banner = buildCreativeCode(creative({ type: 'banner', name: hostile, width: 1, height: 1 }), {
      trackingUrl: hostileLink,
      imageUrl: IMAGE,
    });
    const bannerNodes = elementsOf(banner.html);
    expect(bannerNodes.map((node) => node.nodeName)).toEqual(['a', 'img']);
    expect(attributesOf(bannerNodes[0])).toEqual({
      href: hostileLink,
      target: '_blank',
      rel: 'sponsored noopener',
    });
    expect(attributesOf(bannerNodes[1])).toEqual({
      src: IMAGE,
      width: '1',
      height: '1',
      alt: hostile,
      style: 'border:0',
    });

    for (const linkText of [hostile, '</a><script>alert(4)</script>', 'javascript:alert(5)']) {
      const text = buildCreativeCode(creative({ linkText }), { trackingUrl: hostileLink, imageUrl: null });
      const nodes = elementsOf(text.html);
      expect(nodes.map((node) => node.nodeName)).toEqual(['a']);
      expect(attributesOf(nodes[0]).href).toBe(hostileLink);
      expect(textOf(nodes[0])).toBe(linkText);
    }

    // The link goes into staff's markup as one attribute value, whatever it holds.
    const html = buildCreativeCode(creative({ type: 'html', html: "<a href='{tracking_link}'>x</a>" }), {
      trackingUrl: "https://track.example/c/abc?sub1=' onclick='alert(6)",
      imageUrl: null,
    });
    expect(attributesOf(elementsOf(html.html)[0])).toEqual({
      href: "https://track.example/c/abc?sub1=' onclick='alert(6)",
    });
  });
});
