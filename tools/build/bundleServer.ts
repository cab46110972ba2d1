import { readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where the compiled server is written: what `npm start` runs with plain node. */
export const SERVER_BUNDLE = 'dist/node/main.mjs';

/**
 * The project's own files find their neighbours from `import.meta.url` (the fixtures from mocks/, the
 * project's root from the server's main). Bundled, every file's `import.meta.url` would be the bundle's;
 * each is rewritten to the URL its file had, computed from the bundle's own so that the build can move
 * with the project.
 */
function keepImportMetaUrl(outFile: string): Plugin {
  return {
    name: 'keep-import-meta-url',
    setup(context) {
      context.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
        if (path.includes('/node_modules/')) return undefined;
        const source = await readFile(path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromBundle = relative(dirname(outFile), path);
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * Compiles site/server/main.ts and the project's code it imports (site/, contracts/, mocks/) into one
 * ES module for Node 20, so production starts without transpiling TypeScript (tsx). Packages stay
 * imports of node_modules; what the server loads only in development (Vite, pino-pretty) is never
 * loaded in production. Returns the bundle's size in bytes.
 */
export async function bundleServer(): Promise<number> {
  const outFile = `${projectRoot}${SERVER_BUNDLE}`;
  const result = await build({
    entryPoints: [`${projectRoot}site/server/main.ts`],
    outfile: outFile,
    absWorkingDir: projectRoot,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    metafile: true,
    plugins: [keepImportMetaUrl(outFile)],
  });
  return result.metafile.outputs[SERVER_BUNDLE]?.bytes ?? 0;
}
