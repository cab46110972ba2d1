/**
 * The project's statement of the specification (a Markdown file the config names), read into sections
 * and clauses with their stable ids. Used by the coverage check (specCoverage.ts) and the living
 * documentation (livingDocs/). Reading is explicit: nothing is parsed on import.
 *
 * The format, kept simple enough for anyone to edit:
 *   ## 4. States and transitions        a section
 *   ### 4.7 Cookie notice               a clause: its id, then its title
 *   text…                               the clause's text, up to the next heading
 *   Proved by: spec/unit/x.test.ts      (optional) a unit test proves it, for what no visitor can cause
 *   Rule: site/rules/x.ts               (optional) the file that holds the rule the clause states
 */
import { readFileSync } from 'node:fs';

/** A specification that cannot be read: the message says where and how to fix it. */
export class SpecificationError extends Error {
  override name = 'SpecificationError';
}

export interface Clause {
  /** `4.7`: the section's number, a dot, the clause's number. Never reused. */
  id: string;
  section: number;
  title: string;
  /** The clause's text (Markdown), without its heading and its "Proved by" and "Rule" lines. */
  text: string;
  /** Unit tests that prove the clause where no scenario can (their titles carry `spec 4.7`). */
  provedBy: string[];
  /** The files that hold the rule the clause states (the code that implements it, in one place). */
  rules: string[];
  line: number;
}

export interface Section {
  number: number;
  title: string;
  /** Text between the section's heading and its first clause. */
  intro: string;
  clauses: Clause[];
}

export interface Specification {
  /** Text before the first section. */
  preamble: string;
  sections: Section[];
}

const SECTION = /^## (\d+)\. (.+)$/;
const CLAUSE = /^### (\d+)\.(\d+) (.+)$/;
const PROVED_BY = /^Proved by: (.+)$/;
const RULE = /^Rule: (.+)$/;

/** Reads the specification's Markdown; throws, saying where and how to fix it, on a malformed heading. */
export function parseSpecification(markdown: string, path: string): Specification {
  const preamble: string[] = [];
  const sections: Section[] = [];
  let text: string[] = preamble;
  let section: Section | undefined;
  let clause: Clause | undefined;
  const ids = new Set<string>();

  const finish = () => {
    if (clause) clause.text = text.join('\n').trim();
    else if (section) section.intro = text.join('\n').trim();
  };

  // Saved on Windows, the lines end in CR LF: read alike, or no heading would match.
  markdown.split(/\r?\n/u).forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    const sectionMatch = SECTION.exec(line);
    const clauseMatch = CLAUSE.exec(line);
    if (sectionMatch) {
      finish();
      const number = Number(sectionMatch[1]);
      const previous = sections.at(-1)?.number ?? 0;
      if (number !== previous + 1) {
        throw new SpecificationError(
          `${at}: section ${number} follows section ${previous}; number sections 1, 2, 3… in order`,
        );
      }
      section = { number, title: (sectionMatch[2] ?? '').trim(), intro: '', clauses: [] };
      sections.push(section);
      clause = undefined;
      text = [];
    } else if (clauseMatch) {
      finish();
      const id = `${clauseMatch[1]}.${clauseMatch[2]}`;
      if (!section || Number(clauseMatch[1]) !== section.number) {
        throw new SpecificationError(
          `${at}: clause ${id} is not in section ${clauseMatch[1]}; a clause's id starts with its section's number`,
        );
      }
      if (ids.has(id))
        throw new SpecificationError(`${at}: clause ${id} is there twice; give the new clause the next free id`);
      ids.add(id);
      clause = {
        id,
        section: section.number,
        title: (clauseMatch[3] ?? '').trim(),
        text: '',
        provedBy: [],
        rules: [],
        line: index + 1,
      };
      section.clauses.push(clause);
      text = [];
    } else if (line.startsWith('### ') && section) {
      throw new SpecificationError(
        /^### \d+\.\d+\s*$/.test(line)
          ? `${at}: "${line.trim()}" is a clause heading without a title; write "${line.trim()} Title"`
          : `${at}: "${line}" is a clause heading without an id; write "### ${section.number}.N Title"`,
      );
    } else {
      // Stryker disable next-line StringLiteral: both patterns capture one or more characters; the fallback is for the type checker
      const files = (match: RegExpExecArray) => (match[1] ?? '').split(',').map((file) => file.trim());
      const proof = PROVED_BY.exec(line);
      const rule = RULE.exec(line);
      if (proof && clause) clause.provedBy.push(...files(proof));
      else if (rule && clause) clause.rules.push(...files(rule));
      else text.push(line);
    }
  });
  finish();
  if (!sections.some((candidate) => candidate.clauses.length > 0))
    throw new SpecificationError(
      `${path} has no clause: a section is headed "## 1. Its title", and each clause in it "### 1.1 Its title", followed by the clause's words.`,
    );
  return { preamble: preamble.join('\n').trim(), sections };
}

export function readSpecification(path: string): Specification {
  return parseSpecification(readFileSync(path, 'utf8'), path);
}

/** The clause ids a scenario's tags name: `@spec-4.7` → `4.7`. */
export function clauseIdsOf(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => {
    const id = /^@spec-(.+)$/.exec(tag)?.[1];
    return id ? [id] : [];
  });
}
