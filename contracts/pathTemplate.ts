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

export function compilePathTemplate(template: string): CompiledTemplate {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { names, regex: new RegExp(`^${source}$`) };
}

/** The template with its parameters filled in; a missing one becomes empty. */
export function fillPathTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
