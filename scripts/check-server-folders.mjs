#!/usr/bin/env node
// The server's folder graph has no cycle (docs/ARCHITECTURE.md "Server map"). dependency-cruiser
// checks files (no-circular) and doors; a cycle between folders can still close through files
// that form no file cycle (modules/a/x → modules/b/y → modules/a/z). This collapses the server's
// source to its folders (each module, and each top-level folder of src) and fails on any cycle.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDER = '^apps/server/src/(modules/[^/]+|[^/]+)';

function folderEdges() {
  const output = execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'depcruise'),
    [
      'apps/server/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--exclude',
      '\\.test\\.ts$',
      '--collapse',
      FOLDER,
      '--output-type',
      'json',
    ],
    { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  const edges = new Map();
  for (const module of JSON.parse(output).modules) {
    const targets = module.dependencies
      .map((dependency) => dependency.resolved)
      .filter((target) => target.startsWith('apps/server/src/') && target !== module.source);
    edges.set(module.source, new Set(targets));
  }
  return edges;
}

/** Strongly connected components with more than one folder (Tarjan). */
export function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of edges.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = cyclesOf(folderEdges());
  if (cycles.length === 0) {
    console.log('server folders: no cycle');
  } else {
    for (const cycle of cycles) {
      console.error(
        `server folders in a cycle: ${cycle.map((folder) => folder.replace('apps/server/src/', '')).join(', ')}`,
      );
    }
    process.exit(1);
  }
}
