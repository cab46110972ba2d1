import { FALLBACK_SHAPE, ICON_SHAPES } from './iconShapes.ts';

interface Props {
  /** An icon name from content (kebab-case), e.g. "rocket". */
  name: string;
  className?: string;
}

/**
 * A decorative 24x24 line icon, drawn inline in the current text colour, so it needs no request
 * and follows the theme. Hidden from assistive technology: the text beside it says the same.
 */
export function Icon({ name, className }: Props) {
  const shapes = Object.hasOwn(ICON_SHAPES, name) ? ICON_SHAPES[name] : FALLBACK_SHAPE;
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
      {shapes?.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
