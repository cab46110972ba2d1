import { acceptClauses, readLedger, writeLedger } from '../../clauseLedger.ts';
import type { HarnessConfig } from '../../config.ts';
import { ranThenIn } from '../../cucumberReports/ranThen.ts';
import { ATTEMPT_KINDS, parseMessagesOfKinds } from '../../cucumberReports/parseMessages.ts';
import { messageStreamsIn } from '../../cucumberReports/runMessages.ts';
import { runResults } from '../../livingDocs/runResults.ts';
import { CLAUSE_STATES, coverageOf, scenariosIn, stateWords, type ClauseCoverage } from '../../specCoverage.ts';
import { readSpecification, SpecificationError, type Specification } from '../../specification.ts';
import { startsWordsOf, wordsOf } from '../../wordSearch.ts';
import type { Command } from '../command.ts';

/**
 * The clauses the words find (a clause id, or words each of which starts a word of its title or text,
 * in any case), each whole; 1 when none does, saying how to search again.
 */
function lookUp(words: readonly string[], clauses: readonly ClauseCoverage[]): number {
  const ids = words.filter((word) => /^\d+\.\d+$/.test(word));
  const terms = words.filter((word) => !ids.includes(word)).flatMap(wordsOf);
  const found = clauses.filter(
    ({ clause }) => ids.includes(clause.id) || startsWordsOf(terms, `${clause.title}\n${clause.text}`),
  );
  if (found.length === 0) {
    const missing = [
      ...(ids.length > 0 ? [`there is no clause ${ids.join(', ')}`] : []),
      ...(terms.length > 0 ? [`no clause has a word starting with each of "${terms.join(' ')}"`] : []),
    ];
    console.error(
      `${missing.join(', and ')}: try fewer words, or other ones, or a clause id such as ${clauses[0]?.clause.id ?? '1.1'}.`,
    );
    return 1;
  }
  for (const { clause, status, scenarios, unitTests } of found) {
    console.log(`${clause.id} ${clause.title} — ${stateWords(status)}\n`);
    console.log(`${clause.text.replace(/^/gm, '  ')}\n`);
    if (clause.rules.length > 0) console.log(`  Rule: ${clause.rules.join(', ')}`);
    const proof = [
      ...(scenarios.length > 0 ? [`${scenarios.length} scenario${scenarios.length === 1 ? '' : 's'}`] : []),
      ...(unitTests.length > 0 ? [`the unit tests of ${unitTests.join(', ')}`] : []),
    ];
    console.log(
      proof.length === 0
        ? `  Nothing proves it: a scenario that does is tagged @spec-${clause.id}.`
        : `  Proved by ${proof.join(' and ')}${scenarios.length > 0 ? ':' : '.'}`,
    );
    for (const scenario of scenarios)
      console.log(`    ${scenario.uri}:${scenario.line}  ${scenario.name}${scenario.wip ? '  (@wip)' : ''}`);
    console.log('');
  }
  console.log(`${found.length} clause${found.length === 1 ? '' : 's'} found.`);
  return 0;
}

/**
 * `coverage [--check] [--accept 4.7,4.8|all] [clause ids or words…]`: each clause, its state and the
 * scenarios that prove it; given clause ids or words, only the clauses they find, each whole (its
 * words, state, scenarios by file and line, unit tests and rule), to look a requirement up before
 * writing it; --accept records that a clause's scenarios were read again against its words (the
 * ledger); --check fails on a gap or a stale clause.
 */
export const coverage: Command = {
  summary:
    'prints, clause by clause, its state and the scenarios that prove it; --accept <clause ids> records a review; --check fails on a gap',
  options: { check: { type: 'boolean' }, accept: { type: 'string' } },
  positionals: '[clause ids or words…]',
  async run({ values, positionals }, config) {
    const specification = readSpecification(config.specification);
    let ledger = readLedger(config.ledger.file);
    const scenarios = scenariosIn(config.features);
    // The last runs' reports, where there are any, say which scenarios checked nothing (shallow proof).
    const runs = config.reports.runs.map((run) =>
      runResults(
        messageStreamsIn([config.reports.folder], run.file).flatMap((ndjson) =>
          parseMessagesOfKinds(ndjson, ATTEMPT_KINDS),
        ),
        run.id,
      ),
    );
    const coverageWith = (against: typeof ledger) =>
      coverageOf(specification, scenarios, {
        sectionsNeedingProof: config.sectionsNeedingProof,
        specificationPath: config.specification,
        ledger: against,
        acceptCommand: config.ledger.accept,
        ranThen: ranThenIn(runs),
      });
    if (typeof values.accept === 'string') {
      // Only a clause something proves has scenarios (or unit tests) that can have been read again.
      const proved = coverageWith(ledger)
        .clauses.filter((c) => c.scenarios.length + c.unitTests.length > 0)
        .map((c) => c.clause.id);
      ledger = accept(values.accept, specification, ledger, config, new Set(proved));
    }
    const { clauses, problems } = coverageWith(ledger);
    if (positionals.length > 0) return lookUp(positionals, clauses);
    const featuresPrefix = `${config.features.replace(/\/$/, '')}/`;
    console.log('| clause | state | scenarios | features |');
    console.log('| --- | --- | ---: | --- |');
    for (const { clause, status, scenarios: proving, unitTests } of clauses) {
      const features = [
        ...new Set(
          proving.map((scenario) =>
            scenario.uri.startsWith(featuresPrefix) ? scenario.uri.slice(featuresPrefix.length) : scenario.uri,
          ),
        ),
      ];
      const proof = [...features, ...unitTests.map((file) => `${file} (unit)`)];
      console.log(
        `| ${clause.id} ${clause.title} | ${stateWords(status)} | ${proving.length} | ${proof.join(', ') || '—'} |`,
      );
    }
    const counts = CLAUSE_STATES.map((status) => [status, clauses.filter((c) => c.status === status).length] as const);
    console.log(`\n${counts.map(([status, count]) => `${count} ${stateWords(status)}`).join(', ')}.`);
    // Specified, not built: what the developers have to build, scenario by scenario.
    const inProgress = clauses.filter(({ scenarios: proving }) => proving.some((scenario) => scenario.wip));
    if (inProgress.length > 0) console.log('\nWork in progress (@wip): specified, not built yet, so proving nothing:');
    for (const { clause, status, scenarios: proving } of inProgress) {
      console.log(`  ${clause.id} ${clause.title} — ${stateWords(status)}`);
      for (const scenario of proving.filter((each) => each.wip))
        console.log(`    ${scenario.uri}:${scenario.line}  ${scenario.name}`);
    }
    if (values.check !== true) return 0;
    if (problems.length > 0) {
      console.error(`\n${problems.join('\n')}`);
      return 1;
    }
    const needing = config.sectionsNeedingProof;
    const needed = clauses.filter(({ clause }) => needing.includes(clause.section));
    const sections = `section${needing.length === 1 ? '' : 's'} ${needing.join(', ')}`;
    const notBuilt = CLAUSE_STATES.filter((status) => status !== 'proved')
      .map((status) => [status, needed.filter((c) => c.status === status).length] as const)
      .filter(([, count]) => count > 0);
    const proved = needed.length - notBuilt.reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `\n${scenarios.length} scenarios, each naming the clauses it proves; ${
        notBuilt.length === 0
          ? `all ${needed.length} clauses of ${sections} proved against their current words.`
          : `of the ${needed.length} clauses of ${sections}, ${proved} proved against their current words, ${notBuilt
              .map(([status, count]) => `${count} ${stateWords(status)}`)
              .join(', ')}.`
      }`,
    );
    return 0;
  },
};

/** Records the review of the clauses `list` names (`4.7,4.8` or `all`) in the ledger's file, and says what changed. */
function accept(
  list: string,
  specification: Specification,
  ledger: ReturnType<typeof readLedger>,
  config: HarnessConfig,
  proved: ReadonlySet<string>,
) {
  const ids =
    list.trim() === 'all'
      ? 'all'
      : list
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== '');
  const [first = '1.1', second = first] = [...proved];
  if (ids !== 'all' && ids.length === 0)
    throw new SpecificationError(
      `--accept needs the clauses to record, such as --accept ${first} or --accept ${first},${second}`,
    );
  const after = acceptClauses(ledger, specification, ids, proved);
  writeLedger(
    config.ledger.file,
    after,
    `What each clause's scenarios were last reviewed against: the revision of its words (${config.specification}). A clause whose words change is stale until its scenarios are read again; record that with: ${config.ledger.accept} <clause ids>`,
  );
  const titles = new Map(specification.sections.flatMap((s) => s.clauses).map((c) => [c.id, c.title]));
  const changed = Object.entries(after.clauses).filter(
    ([id, entry]) => ledger.clauses[id]?.revision !== entry.revision,
  );
  for (const [id, entry] of changed)
    console.log(
      `Recorded the review of clause ${id} "${titles.get(id) ?? ''}": ${ledger.clauses[id]?.revision ?? 'new'} → ${entry.revision} (${config.ledger.file}).`,
    );
  if (changed.length === 0)
    console.log(
      `Nothing to record: ${ids === 'all' ? 'every clause' : ids.join(', ')} already reviewed against its current words.`,
    );
  console.log('');
  return after;
}
