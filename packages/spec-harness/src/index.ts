/**
 * The harness as a library: what its commands do, for a project's own tests and tools. The cucumber
 * side (step needs, the browser finder, the accessibility checks) is `spec-harness/cucumber`.
 */
export {
  CONFIG_FILE,
  ConfigError,
  configProblems,
  defineConfig,
  findConfig,
  loadConfig,
  sequenceTitle,
} from './config.ts';
export type { HarnessConfig } from './config.ts';
export { main } from './cli/runCli.ts';
export { strictArgs } from './cli/strictArgs.ts';
export type { CommandOptions, ParsedArgs } from './cli/strictArgs.ts';
export { clauseIdsOf, parseSpecification, readSpecification, SpecificationError } from './specification.ts';
export type { Clause, Section, Specification } from './specification.ts';
export { coverageOf, scenariosIn as scenarioRefsIn } from './specCoverage.ts';
export type { ClauseCoverage, ClauseStatus, CoverageOptions, ScenarioRef } from './specCoverage.ts';
export { acceptClauses, parseLedger, readLedger, renderLedger, writeLedger } from './clauseLedger.ts';
export type { Ledger, LedgerEntry } from './clauseLedger.ts';
export { clauseRevision } from './clauseRevision.ts';
export { featureFilesIn, parseFeature, scenariosIn, scenariosOf, scenariosOfText } from './featureFiles.ts';
export type { Scenario, ScenarioStep, StepKeyword } from './featureFiles.ts';
export { checkStyle, formatCounts, formatFinding } from './gherkinStyle.ts';
export type { StyleFinding, StyleReport, StyleRules } from './gherkinStyle.ts';
export { twinDifferences, twinOf } from './featureTwins.ts';
export type { TwinDefinition } from './featureTwins.ts';
export { catalogueProblems, unmatchedSteps, unusedSteps } from './catalogueProblems.ts';
export { renderCatalogue, type CatalogueSettings } from './renderCatalogue.ts';
export { checkCatalogue } from './stepCatalogue.ts';
export { catalogue, loadDefinitions, type Definition } from './stepDefinitions.ts';
export { snippetFor } from './stepSnippets.ts';
export { stepDoc } from './stepDocs.ts';
export type { StepDoc, StepNotes } from './stepDocs.ts';
export { languagesOfFeatures } from './stepLanguages.ts';
export { writeLivingDocs } from './livingDocs/writeLivingDocs.ts';
export { messageStreamsIn, runEnvelopes } from './cucumberReports/runMessages.ts';
export { parseMessages } from './cucumberReports/parseMessages.ts';
export { retriedScenarios } from './cucumberReports/retriedScenarios.ts';
export { median, percentile } from './statistics.ts';
export { scenarioTimesFromNdjson, scenarioTimesTable } from './cucumberReports/scenarioTimes.ts';
export type { ScenarioTimes, TimeSpread } from './cucumberReports/scenarioTimes.ts';
export { suiteTimeFromNdjson } from './cucumberReports/featureSuiteTime.ts';
export type { SuiteTime } from './cucumberReports/featureSuiteTime.ts';
export { balancedShards, DURATIONS_FILE, durationsOf, parseShard, readDurations } from './cucumber/balancedShards.ts';
export type { ScenarioDurations } from './cucumber/balancedShards.ts';
