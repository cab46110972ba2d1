// cucumber-js 12 on Node 20 cannot load tsx through its `loader` option (docs/pitfalls.md, 9):
// register tsx from the first support file instead, so every other support and step file can be TypeScript.
import { register } from 'tsx/esm/api';

register();

// A run that records footprints (FOOTPRINTS=1) counts what this worker runs from here on, before the
// step and support files load: what their modules run while loading belongs to every scenario.
if (process.env.FOOTPRINTS === '1') {
  const { startProcessCoverage } = await import('spec-harness/footprints');
  await startProcessCoverage();
}
