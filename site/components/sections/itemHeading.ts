/**
 * The heading level of the items of a section: h3 under the section's h2, or h2 when the section has
 * no title, so the outline never jumps from the page's h1 straight to h3.
 */
export function itemHeading(sectionTitle: string | undefined): 'h2' | 'h3' {
  return sectionTitle ? 'h3' : 'h2';
}
