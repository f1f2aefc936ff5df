/**
 * The folder order of src/ (ARCHITECTURE.md): each folder may import only the folders on its line, so data flows
 * one way (read → check → score → rank → write) and no arrow runs back up. Also: no import cycle between files.
 * A new import that breaks either fails here, naming the file and the import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/**
 * The folders of src/, bottom to top: a folder may import the folders below it, never one above. Writers get
 * what they need in the model (model/scored.ts), so `output` also imports none of `parse`, `scoring`, `ranking`
 * and `pairing`; `scoring` never imports `ranking` (the pipeline calls one, then the other). `solver` (double
 * dummy) stands on its own. `index.ts`, the library API, may import anything.
 */
export const ORDER = [
  'base',
  'text',
  'model',
  'laws',
  'solver',
  'i18n',
  'profiles',
  'movement',
  'parse',
  'scoring',
  'ranking',
  'pairing',
  'output',
  'pipeline',
  'io',
  'cli',
] as const;
const NOT_IMPORTED: Readonly<Record<string, readonly string[]>> = {
  solver: ['base', 'text', 'model', 'laws'],
  output: ['parse', 'scoring', 'ranking', 'pairing'],
  io: ['output', 'pipeline'],
};
export const ALLOWED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  ORDER.map((folder, i) => [folder, ORDER.slice(0, i).filter((below) => !(NOT_IMPORTED[folder] ?? []).includes(below))]),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const IMPORT = /(?:^|\s)(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;

/** Every relative import of every file under src/, as [importing file, imported file], both relative to src/. */
function importEdges(): [string, string][] {
  const edges: [string, string][] = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (spec === undefined) continue;
      const target = resolve(dirname(file), spec).replace(/\.js$/, '.ts');
      edges.push([relative(src, file), relative(src, target)]);
    }
  }
  return edges;
}

const topFolder = (path: string): string => (path.includes('/') ? path.split('/')[0]! : path);

/** Files in an import cycle, one list per strongly connected component of two or more files (Tarjan). */
function cycles(edges: readonly [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let counter = 0;
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) visit(v);
  return found;
}

describe('the folder order of src/', () => {
  const edges = importEdges();

  it('knows every top folder', () => {
    const folders = new Set(edges.map(([a]) => topFolder(a)).filter((f) => !f.endsWith('.ts')));
    expect([...folders].filter((f) => !(f in ALLOWED))).toEqual([]);
  });

  it('has no import that runs back up the order', () => {
    const wrong = edges
      .filter(([a, b]) => {
        const from = topFolder(a);
        const to = topFolder(b);
        if (from === to || from.endsWith('.ts')) return false;
        return !(ALLOWED[from] ?? []).includes(to);
      })
      .map(([a, b]) => `${a} imports ${b}`);
    expect(wrong).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('detects an arrow back up and a cycle (the checks can fail)', () => {
    const sample: [string, string][] = [
      ['base/a.ts', 'cli/b.ts'],
      ['x/a.ts', 'x/b.ts'],
      ['x/b.ts', 'x/a.ts'],
    ];
    expect(sample.filter(([a, b]) => !(ALLOWED[topFolder(a)] ?? []).includes(topFolder(b)))).toHaveLength(3);
    expect(cycles(sample)).toEqual([['x/a.ts', 'x/b.ts']]);
  });
});
