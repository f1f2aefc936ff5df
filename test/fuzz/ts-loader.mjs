/**
 * Module hooks for the fuzz workers of the tests: the sources (`src/**.ts`, imported as `./x.js`) are
 * transpiled with TypeScript as they are imported, so that a worker thread runs the program from its
 * sources, as the rest of the tests do, without a build. Types are not checked here (the type check does that).
 */
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export async function resolve(specifier, context, next) {
  if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('file:')) && context.parentURL?.startsWith('file:')) {
    const url = new URL(specifier, context.parentURL);
    if (!existsSync(fileURLToPath(url))) {
      const tsUrl = new URL(url.href.replace(/\.js$/, '.ts'));
      if (existsSync(fileURLToPath(tsUrl))) return { url: tsUrl.href, shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const out = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: true, sourceMap: false },
  });
  return { format: 'module', source: out.outputText, shortCircuit: true };
}
