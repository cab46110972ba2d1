import { FALLBACK_ICON, ICON_NAMES } from './iconNames.ts';
import sprite from './icons.svg?url';

interface Props {
  /** An icon name from content (kebab-case), e.g. "rocket". */
  name: string;
  className?: string;
}

/**
 * A decorative 24x24 line icon in the current text colour, drawn from the site's sprite (icons.svg,
 * a <symbol> per name of iconNames.ts): the shapes are one hashed file the browser caches for
 * good, not JavaScript every page with a section would load. A name the sprite does not know gets a
 * neutral shape, so a card never shows a hole. Hidden from assistive technology: the text beside it
 * says the same.
 */
export function Icon({ name, className }: Props) {
  const symbol = ICON_NAMES.includes(name) ? name : FALLBACK_ICON;
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${symbol}`} />
    </svg>
  );
}
