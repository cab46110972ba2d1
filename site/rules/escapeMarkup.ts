const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' };

/** Escapes text for HTML and XML content and attribute values (the five characters that can break out). */
export function escapeMarkup(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => ENTITIES[char] ?? char);
}
