/**
 * Schema and parsed value of site/config/redirects.json, the redirect table the content team edits.
 * Parsing at import time means a broken edit stops the server (and the unit tests) with a message that
 * names the entry and says how to fix it, instead of silently misrouting visitors.
 */
import { z } from 'zod';
import table from '../config/redirects.json' with { type: 'json' };
import { isSafeLocalLocation } from './safeLocation.ts';

/** One path segment: URL-safe ASCII (non-latin slugs are written %-encoded), never `.` or `..`. */
const SEGMENT = /^[A-Za-z0-9._~%-]+$/u;

function segmentsOk(segments: readonly string[]): boolean {
  return segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..');
}

/** First segment of a path, e.g. 'en' for '/en/x/'. */
function firstSegment(path: string): string {
  // Stryker disable next-line StringLiteral: only called with paths that start with '/', which always have a segment [1]
  return path.split('/')[1] ?? '';
}

/** Reserved first segments: the locale prefix is added by the resolver, /amp/ is a built-in rule. */
function reservedPrefixProblem(path: string): string | null {
  const first = firstSegment(path);
  if (first === 'en')
    return `must be locale-less: write "${path.slice(3)}" instead of "${path}" (the /en/ version is redirected automatically)`;
  if (first === 'amp')
    return `must not start with /amp/: AMP paths are redirected by a built-in rule, remove the entry or drop "/amp"`;
  return null;
}

/** A full page path: '/', or '/a/b/' — starts and ends with '/', no empty segments. */
const PagePath = z.string().superRefine((path, ctx) => {
  // The leading '/' is one of isSafeLocalLocation's rules.
  const shapeOk = path === '/' || (path.endsWith('/') && segmentsOk(path.slice(1, -1).split('/')));
  if (!shapeOk || !isSafeLocalLocation(path)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${path}" is not a page path: write it like "/services/hr/" — start and end with "/", no "//", no domain, no "?" or "#", only latin letters, digits, "-", "_", ".", "~" (other characters %-encoded)`,
    });
    return;
  }
  const reserved = reservedPrefixProblem(path);
  if (reserved) ctx.addIssue({ code: 'custom', message: `"${path}" ${reserved}` });
});

/** A path prefix: '/solutions/sozdanie-' — a page path whose last segment may be unfinished. */
const PathPrefix = z.string().superRefine((prefix, ctx) => {
  const inner = prefix.slice(1);
  const segments = (inner.endsWith('/') ? inner.slice(0, -1) : inner).split('/');
  // The leading '/' is one of isSafeLocalLocation's rules.
  // '/' alone leaves one empty segment, which segmentsOk refuses.
  if (!segmentsOk(segments) || !isSafeLocalLocation(prefix)) {
    ctx.addIssue({
      code: 'custom',
      message: `"${prefix}" is not a path prefix: write it like "/solutions/sozdanie-" — start with "/", at least one character after it, no "//", no domain, only latin letters, digits, "-", "_", ".", "~"`,
    });
    return;
  }
  const reserved = reservedPrefixProblem(prefix);
  if (reserved) ctx.addIssue({ code: 'custom', message: `"${prefix}" ${reserved}` });
});

const Slug = z
  .string()
  .regex(/^[A-Za-z0-9_~-]+$/u, 'a slug is one path segment: latin letters, digits, "-", "_", "~", without slashes');

export const RedirectEntrySchema = z.object({
  from: PagePath,
  to: PagePath,
  note: z.string().optional(),
});

export const PrefixEntrySchema = z.object({
  from: PathPrefix,
  to: PathPrefix,
  note: z.string().optional(),
});

export const CaseSensitiveSlugsSchema = z.object({
  under: PagePath,
  slugs: z.array(Slug).min(1),
  note: z.string().optional(),
});

export type RedirectEntry = z.infer<typeof RedirectEntrySchema>;
export type PrefixEntry = z.infer<typeof PrefixEntrySchema>;
export type CaseSensitiveSlugs = z.infer<typeof CaseSensitiveSlugsSchema>;

/** The lower-case alias → exact spelling pairs generated from `caseSensitiveSlugs`. */
export function caseAliases(groups: readonly CaseSensitiveSlugs[]): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const group of groups) {
    for (const slug of group.slugs) {
      const lower = slug.toLowerCase();
      if (lower !== slug) aliases.set(`${group.under}${lower}/`, `${group.under}${slug}/`);
    }
  }
  return aliases;
}

export const RedirectTableSchema = z
  .object({
    $comment: z.string().optional(),
    exact: z.array(RedirectEntrySchema),
    prefix: z.array(PrefixEntrySchema).default([]),
    caseSensitiveSlugs: z.array(CaseSensitiveSlugsSchema).default([]),
  })
  .superRefine((t, ctx) => {
    const exactFrom = new Map<string, string>();
    t.exact.forEach((e, i) => {
      if (exactFrom.has(e.from)) {
        ctx.addIssue({
          code: 'custom',
          path: ['exact', i, 'from'],
          message: `"${e.from}" is listed twice in "exact": keep one entry`,
        });
      }
      exactFrom.set(e.from, e.to);
      if (e.from === e.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['exact', i],
          message: `"${e.from}" redirects to itself: remove the entry`,
        });
      }
    });
    const aliases = caseAliases(t.caseSensitiveSlugs);

    t.caseSensitiveSlugs.forEach((g, i) => {
      const seen = new Set<string>();
      for (const slug of g.slugs) {
        // Stryker disable next-line MethodExpression: slugs are ASCII (Slug), where upper case compares like lower case
        const lower = slug.toLowerCase();
        if (seen.has(lower)) {
          ctx.addIssue({
            code: 'custom',
            path: ['caseSensitiveSlugs', i, 'slugs'],
            message: `"${slug}" under "${g.under}" is listed twice (ignoring case): keep one spelling`,
          });
        }
        seen.add(lower);
      }
    });

    /** Where `target` would be redirected by the table, or null when it is final. */
    const nextHop = (target: string): string | null => {
      const exact = exactFrom.get(target) ?? aliases.get(target);
      if (exact !== undefined) return exact;
      const p = t.prefix.find((pe) => target.startsWith(pe.from));
      return p ? p.to + target.slice(p.from.length) : null;
    };

    // No chains: a visitor must reach the final page in one hop, and forbidding chains also rules out cycles.
    t.exact.forEach((e, i) => {
      const hop = nextHop(e.to);
      if (hop !== null && e.from !== e.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['exact', i, 'to'],
          message: `"${e.from}" points at "${e.to}", which itself redirects to "${hop}": point it straight at the final page`,
        });
      }
      if (aliases.has(e.from)) {
        ctx.addIssue({
          code: 'custom',
          path: ['exact', i, 'from'],
          message: `"${e.from}" is already redirected by "caseSensitiveSlugs": remove the entry`,
        });
      }
    });
    t.prefix.forEach((p, i) => {
      t.prefix.forEach((other, j) => {
        if (i !== j && p.from.startsWith(other.from)) {
          ctx.addIssue({
            code: 'custom',
            path: ['prefix', i, 'from'],
            message: `prefix "${p.from}" overlaps prefix "${other.from}": keep only one of them`,
          });
        }
        if (p.to.startsWith(other.from)) {
          ctx.addIssue({
            code: 'custom',
            path: ['prefix', i, 'to'],
            message: `prefix "${p.from}" rewrites to "${p.to}", which prefix "${other.from}" rewrites again: point it straight at the final path`,
          });
        }
      });
    });
  });

export type RedirectTable = z.infer<typeof RedirectTableSchema>;

let parsed: RedirectTable | undefined;

/**
 * The redirect table of site/config/redirects.json, checked by RedirectTableSchema on first use (a
 * malformed table fails the server's start and the tests with the schema's messages). Parsed then,
 * not when the module loads: tools that import this module for its schema or types pay nothing, and
 * mutation testing sees the schema's rules run inside the tests that use the table.
 */
export function redirectTable(): RedirectTable {
  return (parsed ??= RedirectTableSchema.parse(table));
}
