import sanitize from 'sanitize-html';

/** Tags content HTML may use; everything else is dropped (its text kept) when content is parsed. */
export const HTML_ALLOWED_TAGS = ['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote'];

const OPTIONS: sanitize.IOptions = {
  allowedTags: HTML_ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  // Relative links, web links, mail and phone; never javascript:, data: or protocol-relative //host.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // Script and style bodies are dropped with their tags, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link that leaves the site opens in the same tab but tells the target nothing about us.
    a: (tagName, attribs) =>
      // Stryker disable next-line StringLiteral: an <a> without href is no web link, and the stand-in text is none either
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
  allowedSchemesAppliedToAttributes: ['href'],
};

/**
 * Sanitises a fragment of CMS HTML by an allow-list (sanitize-html, built on htmlparser2). Content
 * schemas apply it while parsing, so HTML is cleaned once, on the server, when content is loaded,
 * and whatever a backend sends, only these tags and a safe href reach the page.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
