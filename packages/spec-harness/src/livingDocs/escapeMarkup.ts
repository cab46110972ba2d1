const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

/**
 * Escapes text for HTML content and attribute values (the five characters that can break out). The
 * harness is a package of its own and imports nothing of the project that uses it, so it keeps its
 * own five lines; the site's escaper (site/rules/escapeMarkup.ts) is held to the same answers by
 * spec/unit/escapeMarkup.test.ts.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}
