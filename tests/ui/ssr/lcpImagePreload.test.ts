import { lcpImagePreload } from '../../../src/ui/ssr/lcpImagePreload';

describe('lcpImagePreload: the largest-paint image asked for at the top of the head', () => {
  it('preloads the image React rendered with fetchPriority="high"', () => {
    const html = '<main><img alt="揹巾" width="300" height="300" fetchPriority="high" class="_image" src="/images/gb/189.svg" loading="eager"/><img src="/images/gb/2.svg" loading="lazy"/></main>';
    expect(lcpImagePreload(html)).toBe('<link rel="preload" as="image" href="/images/gb/189.svg" fetchpriority="high" />');
  });

  it('carries a responsive image’s srcset and sizes, escaped as React wrote them', () => {
    const html = '<img src="/a.jpg?w=600&amp;q=80" srcSet="/a.jpg?w=300 300w, /a.jpg?w=600 600w" sizes="(max-width: 600px) 100vw, 600px" fetchPriority="high"/>';
    expect(lcpImagePreload(html)).toBe('<link rel="preload" as="image" href="/a.jpg?w=600&amp;q=80" imagesrcset="/a.jpg?w=300 300w, /a.jpg?w=600 600w" imagesizes="(max-width: 600px) 100vw, 600px" fetchpriority="high" />');
  });

  it('adds nothing to a page without a largest-paint image', () => {
    expect(lcpImagePreload('<main><img src="/x.svg" loading="lazy"/></main>')).toBe('');
    expect(lcpImagePreload('<main><p>討論區</p></main>')).toBe('');
  });
});

describe('lcpImagePreload: React’s own preload ahead of the markup', () => {
  it('finds the img past React’s link that carries the same mark', () => {
    const html = '<link rel="preload" as="image" imageSrcSet="/images/gb/7-240.webp 240w" imageSizes="50vw" fetchPriority="high"/><main>'
      + '<img src="/images/gb/7.svg" srcSet="/images/gb/7-240.webp 240w" sizes="50vw" fetchPriority="high"/></main>';
    expect(lcpImagePreload(html)).toBe('<link rel="preload" as="image" href="/images/gb/7.svg" imagesrcset="/images/gb/7-240.webp 240w" imagesizes="50vw" fetchpriority="high" />');
  });
});

describe('lcpImagePreload: only an img tag carries the mark', () => {
  it('ignores the mark on another element, and an img before it', () => {
    expect(lcpImagePreload('<img src="/a.svg"/><link fetchPriority="high" href="/x.css"/>')).toBe('');
    expect(lcpImagePreload('<img src="/a.svg"/><img src="/b.svg" fetchPriority="high"/>')).toBe('<link rel="preload" as="image" href="/b.svg" fetchpriority="high" />');
  });
});
