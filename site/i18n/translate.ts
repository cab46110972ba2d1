import type { Messages } from './messages.ts';

/** Looks a UI string up by key and fills its `{{name}}` placeholders. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The site's whole use of UI strings: flat keys, `{{name}}` placeholders, no plural suffixes (counts go
 * through site/rules/plural.ts, see site/views/useCountText.ts), no escaping (React escapes output).
 * A key that is missing reads as itself, so a gap shows on the page instead of breaking it (the two
 * locales have the same keys: spec/unit/i18n.test.ts). This replaces i18next in the browser: the library
 * was about 14 KiB of gzipped JavaScript on every page for a lookup and a replace (decision 008).
 */
export function createTranslate(messages: Messages): Translate {
  const strings: Record<string, string | undefined> = messages;
  return (key, values) => {
    const text = strings[key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}
