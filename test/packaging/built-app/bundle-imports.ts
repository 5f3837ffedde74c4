// What a built file still loads at run time: the module names of its imports, dynamic imports with
// a literal name, and require('...') calls, read from its syntax tree (not from strings in code).

import { parseSync } from 'vite';

export interface BundleImports {
  /** Whether the file uses ES module syntax (a sandboxed preload must not). */
  esm: boolean;
  specifiers: string[];
}

function requiredNames(node: unknown, found: string[]): void {
  if (Array.isArray(node)) {
    for (const child of node) requiredNames(child, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (record.type === 'CallExpression') {
    const callee = record.callee as { type?: string; name?: string } | undefined;
    const [first] = (record.arguments as { type?: string; value?: unknown }[] | undefined) ?? [];
    if (callee?.type === 'Identifier' && callee.name === 'require' && first?.type === 'Literal')
      if (typeof first.value === 'string') found.push(first.value);
  }
  for (const value of Object.values(record))
    if (value && typeof value === 'object') requiredNames(value, found);
}

export function bundleImports(fileName: string, source: string): BundleImports {
  const parsed = parseSync(fileName, source);
  if (parsed.errors.length > 0)
    throw new Error(`${fileName} does not parse: ${parsed.errors[0]?.message}`);
  const specifiers = parsed.module.staticImports.map((entry) => entry.moduleRequest.value);
  for (const dynamic of parsed.module.dynamicImports) {
    const text = source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    if (/^(['"]).*\1$/.test(text)) specifiers.push(text.slice(1, -1));
  }
  requiredNames(parsed.program, specifiers);
  return { esm: parsed.module.hasModuleSyntax, specifiers: [...new Set(specifiers)] };
}

/** The package a bare specifier names ('@scope/name/sub' → '@scope/name'), or null for a path. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || /^[a-z]+:/.test(specifier))
    return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}
