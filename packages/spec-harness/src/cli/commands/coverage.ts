import { coverageOf, scenariosIn } from '../../specCoverage.ts';
import { readSpecification } from '../../specification.ts';
import type { Command } from '../command.ts';

/** `coverage [--check]`: the clauses and the scenarios that prove them; with --check, fails on a gap. */
export const coverage: Command = {
  summary: 'prints, clause by clause, the scenarios that prove it; --check fails on a gap',
  options: { check: { type: 'boolean' } },
  async run({ values }, config) {
    const specification = readSpecification(config.specification);
    const scenarios = scenariosIn(config.features);
    const { clauses, problems } = coverageOf(specification, scenarios, {
      sectionsNeedingProof: config.sectionsNeedingProof,
      specificationPath: config.specification,
    });
    const featuresPrefix = `${config.features.replace(/\/$/, '')}/`;
    console.log('| clause | scenarios | features |');
    console.log('| --- | ---: | --- |');
    for (const { clause, scenarios: proving, unitTests } of clauses) {
      const features = [
        ...new Set(
          proving.map((scenario) =>
            scenario.uri.startsWith(featuresPrefix) ? scenario.uri.slice(featuresPrefix.length) : scenario.uri,
          ),
        ),
      ];
      const proof = [...features, ...unitTests.map((file) => `${file} (unit)`)];
      console.log(`| ${clause.id} ${clause.title} | ${proving.length} | ${proof.join(', ') || '—'} |`);
    }
    if (values.check !== true) return 0;
    if (problems.length > 0) {
      console.error(`\n${problems.join('\n')}`);
      return 1;
    }
    const needing = config.sectionsNeedingProof;
    const proved = clauses.filter(({ clause }) => needing.includes(clause.section));
    console.log(
      `\n${scenarios.length} scenarios, each naming the clauses it proves; all ${proved.length} clauses of section${needing.length === 1 ? '' : 's'} ${needing.join(', ')} proved.`,
    );
    return 0;
  },
};
