import { HTML_ALLOWED_TAGS, sanitizeHtml } from './sanitizeHtml.ts';
import { typesetAs } from './typesetting.ts';
import { z } from './zod.ts';

export const HTML_MAX = 20_000;
export { HTML_ALLOWED_TAGS };

/**
 * A fragment of CMS HTML (accordion texts, article paragraphs, legal sections). Parsing sanitises
 * it by an allow-list (`.overwrite` keeps the type a string, so the OpenAPI document still says
 * "string"): content is cleaned once, when it is loaded, whatever the backend sends.
 */
export const HtmlSchema = z
  .string()
  .min(1)
  .max(HTML_MAX)
  .overwrite(sanitizeHtml)
  .overwrite(typesetAs('html'))
  .meta({ description: `An HTML fragment. Allowed tags: ${HTML_ALLOWED_TAGS.join(', ')}; anything else is removed.` });
export type Html = z.infer<typeof HtmlSchema>;
