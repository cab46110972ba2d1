import { describe, expect, it } from 'vitest';
import {
  afterFailedAttempt,
  imageAttemptSrc,
  imagePlaceholderSrc,
  LAZY_IMAGE_PRELOAD_VIEWPORTS,
  LAZY_IMAGE_RETRY_ATTEMPTS,
  LAZY_IMAGE_ROOT_MARGIN,
} from '../../site/rules/lazyImage.ts';

describe('lazy images (spec section 9: preload 1.7 with 2 attempts)', () => {
  it('start loading within 1.7 viewports of the visible area', () => {
    expect(LAZY_IMAGE_PRELOAD_VIEWPORTS).toBe(1.7);
    expect(LAZY_IMAGE_ROOT_MARGIN).toBe('170%');
  });

  it('a failed image is tried twice more, then shows its fallback: 3 requests in all', () => {
    expect(LAZY_IMAGE_RETRY_ATTEMPTS).toBe(2);
    expect([1, 2, 3].map(afterFailedAttempt)).toEqual(['retry', 'retry', 'fallback']);
  });

  it('each attempt asks for its own address, the first for the image itself', () => {
    expect([1, 2, 3].map((attempt) => imageAttemptSrc('/images/a.svg', attempt))).toEqual([
      '/images/a.svg',
      '/images/a.svg?attempt=2',
      '/images/a.svg?attempt=3',
    ]);
    expect(imageAttemptSrc('/images/a.svg?v=1', 2)).toBe('/images/a.svg?v=1&attempt=2');
  });

  it('until then, a placeholder of the same size that needs no request', () => {
    const placeholder = imagePlaceholderSrc(640, 360);
    expect(placeholder).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(placeholder)).toContain('width="640" height="360"');
    expect(placeholder).not.toMatch(/https?:\/\//);
  });
});
