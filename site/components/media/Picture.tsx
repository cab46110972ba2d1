import { useEffect, useRef, useState } from 'react';
import type { Image } from '../../../contracts/image.ts';
import {
  afterFailedAttempt,
  imageAttemptSrc,
  imagePlaceholderSrc,
  LAZY_IMAGE_ROOT_MARGIN,
} from '../../rules/lazyImage.ts';
import './picture.css';

interface Props {
  image: Image;
  /** Above the fold (a hero, the page's largest image): load at once and first. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * An image of the content with its intrinsic size, so the browser reserves its box (no layout shift).
 * The first image of a page loads eagerly with a high priority (it is the largest paint); the others
 * follow the lazy-image rule (site/rules/lazyImage.ts).
 */
export function Picture({ image, eager = false, className }: Props) {
  if (!eager) return <LazyPicture image={image} className={className} />;
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="eager"
      decoding="async"
      fetchPriority="high"
    />
  );
}

/**
 * Rendered with a placeholder of its size (the server and hydration agree on that) until it comes within the
 * rule's distance of the viewport: the browser's own `loading="lazy"` uses distances of its own. A load
 * that fails is tried again up to the rule's count, then the alt text takes the image's box.
 */
function LazyPicture({ image, className }: { image: Image; className?: string }) {
  const ref = useRef<HTMLImageElement>(null);
  // 0: not requested yet; 1, 2, 3: the attempt under way.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (attempt > 0 || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setAttempt(1);
      },
      { rootMargin: LAZY_IMAGE_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [attempt]);

  if (failed)
    return (
      <span
        className={`picture-fallback${className ? ` ${className}` : ''}`}
        role="img"
        aria-label={image.alt}
        style={{ aspectRatio: `${image.width} / ${image.height}`, maxWidth: image.width }}
      >
        {image.alt}
      </span>
    );
  return (
    <img
      ref={ref}
      className={className}
      src={attempt > 0 ? imageAttemptSrc(image.src, attempt) : imagePlaceholderSrc(image.width, image.height)}
      data-src={image.src}
      data-pending={attempt === 0 ? 'true' : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      onError={() => {
        if (afterFailedAttempt(attempt) === 'retry') setAttempt(attempt + 1);
        else setFailed(true);
      }}
    />
  );
}
