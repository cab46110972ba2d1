import { z } from './zod.ts';

export const HTML_MAX = 20_000;

/** Tags content HTML may use; the site sanitises with this same list before rendering (issue 9). */
export const HTML_ALLOWED_TAGS = ['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'];

/**
 * A fragment of CMS HTML (accordion texts, article paragraphs). The contract keeps obvious script
 * out of fixtures; the renderer still sanitises, because a real backend may not.
 */
export const HtmlSchema = z
  .string()
  .min(1)
  .max(HTML_MAX)
  .refine((html) => !/<\s*(script|style|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i.test(html), {
    message: 'content HTML may not hold scripts, styles, frames, on* handlers or javascript: links',
  })
  .meta({ description: `An HTML fragment. Allowed tags: ${HTML_ALLOWED_TAGS.join(', ')}.` });
export type Html = z.infer<typeof HtmlSchema>;
