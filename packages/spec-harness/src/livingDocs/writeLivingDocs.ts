/**
 * Reads the specification and the feature files, builds the living documentation from them and the
 * runs given, and writes it: `index.html`, `clauses.json` (clausesJson.ts) and the failed scenarios'
 * screenshots under `screenshots/`; and the run history, extended with the runs given, back to its file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { featureFilesIn } from '../featureFiles.ts';
import { scenariosIn } from '../specCoverage.ts';
import { readSpecification } from '../specification.ts';
import { featureSource } from './featureSource.ts';
import { renderHtml } from './renderHtml.tsx';
import type { Ledger } from '../clauseLedger.ts';
import { clausesJson } from './clausesJson.ts';
import { buildModel, type LivingDocs, type RunInput } from './model.ts';
import { readHistory } from './runHistory.ts';

export interface LivingDocsOptions {
  /** The folder to write to (`reports/living`). */
  outDir: string;
  runs: readonly RunInput[];
  specificationPath: string;
  featuresFolder: string;
  sectionsNeedingProof: readonly number[];
  /** Reads a unit test named by a "Proved by" line; the disk by default. */
  readFile?: (file: string) => string | undefined;
  ledger?: Ledger;
  /** The command that records a clause's review, before its id (shown under a stale clause). */
  acceptCommand?: string;
  /** The run history's file (runHistory.ts): read, extended with the runs given, written back. */
  historyPath?: string;
  /** Per scenario (`uri:line`), the project files its footprint ran (implementingFiles.ts). */
  filesRun?: ReadonlyMap<string, ReadonlySet<string>>;
}

export function writeLivingDocs({
  outDir,
  runs,
  specificationPath,
  featuresFolder,
  sectionsNeedingProof,
  readFile,
  ledger,
  acceptCommand,
  historyPath,
  filesRun,
}: LivingDocsOptions): { page: string; docs: LivingDocs } {
  const specification = readSpecification(specificationPath);
  const features = featureFilesIn(featuresFolder).map((uri) => featureSource(uri, readFileSync(uri, 'utf8')));
  const docs = buildModel({
    specification,
    specificationPath,
    sectionsNeedingProof,
    scenarios: scenariosIn(featuresFolder),
    features,
    runs,
    ...(readFile && { readFile }),
    ...(ledger && { ledger }),
    ...(historyPath && { history: readHistory(historyPath) }),
    ...(filesRun && { filesRun }),
  });
  const linkBase = `${relative(outDir, dirname(specificationPath)).split('\\').join('/')}/`.replace(/^\/$/, '');
  const page = join(outDir, 'index.html');
  mkdirSync(outDir, { recursive: true });
  rmSync(join(outDir, 'screenshots'), { recursive: true, force: true });
  for (const image of docs.images) {
    mkdirSync(dirname(join(outDir, image.path)), { recursive: true });
    writeFileSync(join(outDir, image.path), Buffer.from(image.base64, 'base64'));
  }
  writeFileSync(page, renderHtml(docs, { linkBase, specificationPath, ...(acceptCommand && { acceptCommand }) }));
  writeFileSync(join(outDir, 'clauses.json'), `${JSON.stringify(clausesJson(docs, specificationPath))}\n`);
  if (historyPath) {
    mkdirSync(dirname(historyPath), { recursive: true });
    writeFileSync(historyPath, JSON.stringify(docs.history));
  }
  return { page, docs };
}
