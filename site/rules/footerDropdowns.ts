/**
 * Spec section 4 "Support footer dropdowns": one section open at a time; clicking the open one closes it.
 * The footer's accordions (under 1024 px) follow the same rule, so a phone never shows two long panels.
 * `null` means every section is closed.
 */
export type OpenSection = string | null;

/** The section that is open after a visitor clicks the heading of `clicked`. */
export function toggleSection(open: OpenSection, clicked: string): OpenSection {
  return open === clicked ? null : clicked;
}

/** Escape closes the open section (and only that; other keys change nothing). */
export function sectionAfterKey(open: OpenSection, key: string): OpenSection {
  return key === 'Escape' ? null : open;
}
