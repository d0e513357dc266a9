import { catalogSrcSet } from '../../../src/domain/catalog/catalogImages';

describe('a group-buy picture’s srcset', () => {
  it('names the WebP rendering at every width, with its width', () => {
    expect(catalogSrcSet('/images/gb/12.svg')).toBe(
      '/images/gb/12-240.webp 240w, /images/gb/12-360.webp 360w, /images/gb/12-480.webp 480w, /images/gb/12-720.webp 720w, /images/gb/12-960.webp 960w',
    );
    expect(catalogSrcSet('/images/gb/12.svg', 'avif')).toContain('/images/gb/12-960.avif 960w');
  });

  it('is absent for an image without renderings', () => {
    expect(catalogSrcSet('/images/branch/fashion.svg')).toBeUndefined();
    expect(catalogSrcSet('/uploads/photo.jpg')).toBeUndefined();
    expect(catalogSrcSet('/images/gb/12.svg?x=1')).toBeUndefined();
  });
});
