/**
 * The clause ledger: a JSON file in the repository that records, for each clause, the revision of its
 * words (clauseRevision.ts) that its scenarios were last reviewed against. When a clause's words
 * change, its revision no longer matches the ledger's and the clause is **stale** until someone reads
 * its scenarios again, changes them if they no longer prove the words, and records the review
 * (`coverage --accept 4.7`), which writes the clause's new revision here.
 *
 *   {
 *     "about": "…what the file is and the command that updates it…",
 *     "clauses": { "4.7": { "revision": "3f2a9c0d1b7e", "title": "Cookie notice" }, … }
 *   }
 *
 * The title is there for whoever reads the file's diff in a review; only the revision is compared.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { clauseRevision } from './clauseRevision.ts';
import { SpecificationError, type Clause, type Specification } from './specification.ts';

export interface LedgerEntry {
  revision: string;
  title: string;
}

export interface Ledger {
  /** Per clause id, what its scenarios were last reviewed against. */
  clauses: Readonly<Record<string, LedgerEntry>>;
}

const REVISION = /^[0-9a-f]{12}$/;

/** Reads a ledger's text; throws, saying how to fix it, when it is not one. */
export function parseLedger(text: string, path: string): Ledger {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SpecificationError(
      `${path} is not JSON (${(error as Error).message}): take it back from version control, or delete it and record every clause again with --accept all`,
    );
  }
  const clauses = (value as { clauses?: unknown } | null)?.clauses;
  if (typeof clauses !== 'object' || clauses === null || Array.isArray(clauses))
    throw new SpecificationError(
      `${path} has no "clauses" object: it should be { "clauses": { "4.7": { "revision": … } } }`,
    );
  for (const [id, entry] of Object.entries(clauses)) {
    const revision = (entry as { revision?: unknown } | null)?.revision;
    if (typeof revision !== 'string' || !REVISION.test(revision))
      throw new SpecificationError(
        `${path}: clause ${id} has no revision of twelve hex digits: record its review again with --accept ${id}`,
      );
  }
  return { clauses: clauses as Record<string, LedgerEntry> };
}

/** The ledger at `path`, or an empty one when there is none yet (every clause is then new). */
export function readLedger(path: string): Ledger {
  return existsSync(path) ? parseLedger(readFileSync(path, 'utf8'), path) : { clauses: {} };
}

/** Every clause of the specification, in order. */
const clausesOf = (specification: Specification): Clause[] =>
  specification.sections.flatMap((section) => section.clauses);

/**
 * The ledger after a review of `ids` (or of every clause): each reviewed clause gets its current
 * revision; the others keep theirs. Clauses the specification no longer has are dropped. Throws on an
 * id that is no clause, naming the ones there are.
 */
export function acceptClauses(
  ledger: Ledger,
  specification: Specification,
  ids: 'all' | readonly string[],
  /** The clauses a scenario or unit test proves: only their scenarios can have been read (all clauses when absent). */
  proved?: ReadonlySet<string>,
): Ledger {
  const clauses = clausesOf(specification);
  const known = new Set(clauses.map((clause) => clause.id));
  const unknown = ids === 'all' ? [] : ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new SpecificationError(
      `there is no clause ${unknown.join(', ')}: name clauses by their ids, such as ${clauses[0]?.id ?? '1.1'}, or --accept all`,
    );
  const unproved = ids === 'all' || !proved ? [] : ids.filter((id) => !proved.has(id));
  if (unproved.length > 0)
    throw new SpecificationError(
      `nothing proves clause ${unproved.join(', ')} yet, so there is no scenario to review: tag the scenarios that prove it (@spec-${unproved[0]}) first`,
    );
  const accepted = new Set(ids === 'all' ? [...known].filter((id) => !proved || proved.has(id)) : ids);
  const entries: Record<string, LedgerEntry> = {};
  for (const clause of clauses) {
    const entry = accepted.has(clause.id)
      ? { revision: clauseRevision(clause), title: clause.title }
      : ledger.clauses[clause.id];
    if (entry) entries[clause.id] = entry;
  }
  return { clauses: entries };
}

/** The ledger's file text: clauses in the specification's order, one per line, for readable diffs. */
export function renderLedger(ledger: Ledger, about: string): string {
  const lines = Object.entries(ledger.clauses).map(
    ([id, entry]) =>
      `    ${JSON.stringify(id)}: { "revision": ${JSON.stringify(entry.revision)}, "title": ${JSON.stringify(entry.title)} }`,
  );
  return `{\n  "about": ${JSON.stringify(about)},\n  "clauses": {\n${lines.join(',\n')}\n  }\n}\n`;
}

export function writeLedger(path: string, ledger: Ledger, about: string): void {
  writeFileSync(path, renderLedger(ledger, about));
}
