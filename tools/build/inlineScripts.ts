import { Parser } from 'htmlparser2';

/**
 * The `<script type>`s a browser does not execute (data blocks): the page context Vike serialises
 * and structured data. Any other type, or none, is executable, unknown types included: stricter than
 * the HTML standard (which ignores unknown types), so a new kind of inline script cannot slip through.
 */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * What in a page would need `'unsafe-inline'` (or a nonce) to run under a Content-Security-Policy: an
 * inline executable `<script>`, an event-handler attribute, a `javascript:` URL, and any `nonce`
 * attribute (a nonce written into a file is the same for every visitor, so it protects nothing).
 * tools/checkPrerender.ts fails the build when a prerendered page has any (decision 012): their
 * policy allows no inline script at all.
 */
export function inlineScriptProblems(html: string): string[] {
  const problems: string[] = [];
  let openScript: { inline: boolean } | undefined;
  let scriptText = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute === 'nonce') problems.push(`<${name}> carries a baked-in nonce`);
          if (/^on/i.test(attribute)) problems.push(`<${name}> has an event handler attribute ${attribute}`);
          if (URL_ATTRIBUTES.has(attribute) && /^\s*javascript:/i.test(value.replace(/\p{Cc}/gu, '')))
            problems.push(`<${name} ${attribute}> is a javascript: URL`);
        }
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        openScript = { inline: !('src' in attributes) && !DATA_BLOCK_TYPES.has(type) };
        scriptText = '';
      },
      ontext(text) {
        if (openScript) scriptText += text;
      },
      onclosetag(name) {
        if (name !== 'script' || !openScript) return;
        if (openScript.inline) problems.push(`an inline executable <script>: ${scriptText.trim().slice(0, 60)}`);
        openScript = undefined;
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return problems;
}
