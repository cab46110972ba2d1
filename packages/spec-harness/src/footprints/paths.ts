/** Where the workers of a run write their part of the footprints, one JSON line per scenario. */
export const FOOTPRINT_PARTS = 'reports/footprints/parts';
/** The footprints of the last full runs: one artefact for every run and topology (docs/footprints.md). */
export const FOOTPRINTS_FILE = 'reports/footprints.json';
