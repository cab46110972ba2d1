/**
 * Footprints (docs/decisions/030-footprints.md): what each scenario's run reached, recorded by a full
 * run and read back to choose which scenarios a change needs.
 */
export { executedLines, projectSegments } from './coverageLines.ts';
export type { CoveredScript, ProjectSegments } from './coverageLines.ts';
export { Footprint } from './footprint.ts';
export type { FootprintRecord } from './footprint.ts';
export { decodeLines, encodeLines, hasLineIn } from './lineRanges.ts';
export { processCoverage, startProcessCoverage } from './processCoverage.ts';
export { scenarioLine } from './scenarioLine.ts';
export { FOOTPRINT_PARTS, FOOTPRINT_RENDERS, FOOTPRINTS_FILE } from './paths.ts';
export { runParts } from './runParts.ts';
export { readFootprints, scenarioKey, scenariosOf, withRun } from './artefact.ts';
export type { FootprintsFile, ScenarioFootprint } from './artefact.ts';
export { changesSince, fileAt, hasCommit, parseUnifiedDiff } from './gitChanges.ts';
export type { FileChange } from './gitChanges.ts';
export { selectScenarios } from './selectScenarios.ts';
export type { Selection, SelectionRules, SourceReader } from './selectScenarios.ts';
export { readSelection, selectionRuns } from './selection.ts';
export type { RunSelection, SelectionFile } from './selection.ts';
export { compilesToNothing, functionSpans, innermostFunction, isCode, relativeImports } from './sourceShape.ts';
