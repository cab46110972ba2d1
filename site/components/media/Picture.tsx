import type { Image } from '../../../contracts/image.ts';

interface Props {
  image: Image;
  /** Above the fold (a hero): load at once and first. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}

/** An image of the content with its intrinsic size, so the browser reserves its box (no layout shift). */
export function Picture({ image, eager = false, className }: Props) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
