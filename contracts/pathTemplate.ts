/**
 * Path templates with `{name}` parameters (`services/{slug}.json`, `/blog/{category}/{slug}/`): the
 * content table and the route table both describe their paths this way.
 */
export interface CompiledTemplate {
  /** The parameter names, in order. */
  names: string[];
  /** Matches a whole path; group i holds parameter i (one path segment, never a "/"). */
  regex: RegExp;
}

/** The text as a pattern that matches exactly it: every character a regular expression reads specially, escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compilePathTemplate(template: string): CompiledTemplate {
  const names: string[] = [];
  const source = template
    // split() puts the name of each {name} at the odd indices, the text between them at the even ones.
    .split(/\{(\w+)\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([^/]+)';
    })
    .join('');
  return { names, regex: new RegExp(`^${source}$`) };
}

/** The template with its parameters filled in; a missing one becomes empty. */
export function fillPathTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
