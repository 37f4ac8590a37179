// @ts-check
// Where a service's CPU went during one stretch of a `node --cpu-prof` profile (the benchmarks
// print each load's seconds since the service started): the samples' self time by area, the
// idle loop left out, as shares of the busy time. An area is the first thing that names one:
// the file's package in node_modules, auth-service's own folder under dist/, WebAssembly
// (PGlite's backend), or, for Node's own frames (sockets, HTTP), `node` after the nearest
// caller outside Node ("node < fastify": Node's work done for fastify, writing a reply).
//   node scripts/cpu-profile-summary.mjs FILE.cpuprofile [--from SECONDS] [--to SECONDS] [--top N]
import { readFileSync } from 'node:fs';

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}
const file = process.argv[2];
if (file === undefined || file.startsWith('--')) {
  console.error('usage: node scripts/cpu-profile-summary.mjs FILE [--from S] [--to S] [--top N]');
  process.exit(2);
}
const from = Number(option('from', '0'));
const to = Number(option('to', 'Infinity'));
const top = Number(option('top', '15'));

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number },
 *   children?: number[] }} ProfileNode
 * @type {{ nodes: ProfileNode[], startTime: number, samples: number[], timeDeltas: number[] }}
 */
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
/** @type {Map<number, number>} */
const parents = new Map();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parents.set(child, node.id);

/** @param {ProfileNode} node @returns {string | undefined} undefined: Node's own */
function areaOf(node) {
  const { url, functionName } = node.callFrame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (url.startsWith('wasm://')) return 'WebAssembly (PGlite)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return inPackage[1];
  const own = /\/auth-service\/dist\/(?:(?:platform|modules)\/)?([^/]+)/.exec(url);
  if (own) return `auth-service ${own[1]?.replace(/\.js$/, '')}`;
  return undefined;
}

/** @type {Map<string, number>} */
const byArea = new Map();
/** @type {Map<string, number>} */
const byFunction = new Map();
let busy = 0;
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  time += delta;
  const seconds = (time - profile.startTime) / 1e6;
  const node = nodes.get(id);
  if (node === undefined || seconds < from || seconds > to) return;
  if (node.callFrame.functionName === '(idle)') return;
  busy += delta;
  let area = areaOf(node);
  if (area === undefined) {
    let caller = parents.get(id);
    let callerArea;
    while (caller !== undefined && callerArea === undefined) {
      const callerNode = nodes.get(caller);
      callerArea = callerNode === undefined ? undefined : areaOf(callerNode);
      caller = parents.get(caller);
    }
    area = callerArea === undefined ? 'node' : `node < ${callerArea}`;
  }
  byArea.set(area, (byArea.get(area) ?? 0) + delta);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(where, (byFunction.get(where) ?? 0) + delta);
});

/** @param {Map<string, number>} totals */
const print = (totals) => {
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((micros / busy) * 100).toFixed(1).padStart(6)}%  ${name}`);
  }
};
console.log(`${file}, ${from}-${to} s: ${(busy / 1000).toFixed(0)} ms busy`);
console.log('By area (self time):');
print(byArea);
console.log('By function (self time):');
print(byFunction);
