// The package's build (npm run build, and npm pack through prepack): dist/ afresh from src/, so that
// nothing removed from the sources ships, with the living documentation's style sheet beside its
// components (renderHtml reads it from there).
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';

rmSync('dist', { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
cpSync('src/livingDocs/page/livingDocs.css', 'dist/livingDocs/page/livingDocs.css');
