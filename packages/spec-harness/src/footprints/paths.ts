/** Where the workers of a run write their part of the footprints, one JSON line per scenario. */
export const FOOTPRINT_PARTS = 'reports/footprints/parts';
/** The footprints of the last full runs: one artefact for every run and topology (docs/footprints.md). */
export const FOOTPRINTS_FILE = 'reports/footprints.json';
/** Scratch space the workers of one run share while it lasts (`<folder>/<run>/`), emptied when a run starts and ends. */
export const FOOTPRINT_RENDERS = 'reports/footprints/renders';
