import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One relative import of a project file: who imports what (both relative to the project root, `/`-separated). */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'reports', '.git', '.tmp', '.stryker-tmp', 'test-results']);

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(join(root, folder));
  return found;
}

const posix = (path: string) => path.split(sep).join('/');

/**
 * Every relative import, re-export, dynamic `import()` and `require()` of the source files under
 * `folders`, read with the TypeScript compiler's pre-processor (no type checking, ~1 s for the project).
 * Bare specifiers (packages) are left out: the layers are about the project's own folders.
 */
export function importEdges(root: string, folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const folder of folders) {
    for (const file of sourceFiles(root, folder)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        edges.push({ from: posix(relative(root, file)), to: posix(relative(root, resolve(dirname(file), fileName))) });
      }
    }
  }
  return edges;
}

/**
 * The import cycles among files: each strongly connected component of more than one file (Tarjan),
 * given as the files of one cycle through it, in import order, the first file repeated at the end.
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    const targets = next.get(from) ?? [];
    targets.push(to);
    next.set(from, targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component);
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((component) => cycleThrough(component, next));
}

/** A shortest way from the component's first file (alphabetically) back to itself, inside the component. */
function cycleThrough(component: readonly string[], next: ReadonlyMap<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const target of next.get(file) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let at: string | undefined = file; at !== undefined && at !== start; at = cameFrom.get(at)) path.push(at);
        return [start, ...path.slice(1).reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}
