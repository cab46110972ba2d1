import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mergeFootprints, readFootprints, type FootprintsFile } from '../../footprints/artefact.ts';
import { FOOTPRINTS_FILE } from '../../footprints/paths.ts';
import type { Command } from '../command.ts';

/** `footprints <folder>…`: one footprints file from the runners' (CI shards'), written to reports/footprints.json. */
export const footprints: Command = {
  summary: "merges the footprints of a run's shards (each folder's footprints.json) into " + FOOTPRINTS_FILE,
  options: {},
  positionals: '<folder>…',
  run({ positionals }) {
    const files = positionals
      .map((folder) => readFootprints(join(folder, 'footprints.json')))
      .filter((file): file is FootprintsFile => file !== undefined);
    if (files.length === 0) {
      console.error(`No footprints.json in ${positionals.join(', ') || 'any folder given'}: nothing to merge.`);
      return Promise.resolve(1);
    }
    const merged = mergeFootprints(files);
    mkdirSync(dirname(FOOTPRINTS_FILE), { recursive: true });
    writeFileSync(FOOTPRINTS_FILE, JSON.stringify(merged));
    const runs = Object.entries(merged.runs).map(([run, meta]) => `${run}: ${meta.scenarios} scenarios`);
    console.log(`Footprints of ${files.length} files merged into ${FOOTPRINTS_FILE} (${runs.join(', ')}).`);
    return Promise.resolve(0);
  },
};
