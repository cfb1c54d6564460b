/**
 * `tsx mock/bench.ts [count]`: how long a search takes on the realistic mock with MOCK_INSTALLATIONS
 * installations (default 10,000): in the data server itself, and end to end over HTTP through the gateway
 * and Prism's validating proxy (what the browser sees). Prints median and 95th percentile per query kind,
 * and for the Atom feed of the whole register.
 */
import { internalPorts, ports } from './config';
import { Register, loadInstallations } from './server/register';
import type { SearchRequest } from './server/types';

const count = Number(process.argv[2] ?? process.env.MOCK_INSTALLATIONS ?? 10_000);
process.env.MOCK_INSTALLATIONS = String(count);

const queries: [string, SearchRequest][] = [
  ['unfiltered, by name', { filter: {}, page: 0, pageSize: 20 }],
  ['full text "wien"', { filter: { query: 'wien' }, page: 0, pageSize: 20 }],
  ['Bundesland + category, by city desc', { filter: { bundeslandCodes: ['4', '6'], activityCodes: ['5'] }, page: 1, pageSize: 50, sort: { field: 'city', direction: 'desc' } }],
  ['geändert seit 2026-01-01, by lastChange', { filter: { changedSince: '2026-01-01' }, page: 0, pageSize: 20, sort: { field: 'lastChange', direction: 'desc' } }],
  ['everything, page 3 of 100, by lastChange', { filter: { statuses: ['IN_BETRIEB'], legalBases: ['GEWO', 'AWG'], batConclusionCodes: ['LCP', 'WI', 'WT'] }, page: 3, pageSize: 100, sort: { field: 'lastChange', direction: 'desc' } }],
];

const stats = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
};

let t = performance.now();
const register = new Register(loadInstallations(count));
console.log(`${count} installations loaded and indexed in ${(performance.now() - t).toFixed(0)} ms`);

console.log('\nIn the data server (Register.search):');
for (const [label, request] of queries) {
  const ms: number[] = [];
  for (let i = 0; i < 50; i++) {
    t = performance.now();
    register.search(request);
    ms.push(performance.now() - t);
  }
  console.log(`  ${label}: ${stats(ms)}`);
}

console.log(`\nOver HTTP: gateway :${ports.app} → prism proxy --errors :${internalPorts.proxyApp} → data server :${internalPorts.data}`);
const { startRealisticMock } = await import('./server');
const mock = await startRealisticMock({ quiet: true, data: { register } });
try {
  for (const [label, request] of queries) {
    const ms: number[] = [];
    for (let i = 0; i < 30; i++) {
      t = performance.now();
      const response = await fetch(`http://127.0.0.1:${ports.app}/api/ippcInstallations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(request) });
      const body = (await response.json()) as { total?: number };
      if (response.status !== 200 || body.total === undefined) throw new Error(`search failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      if (i > 2) ms.push(performance.now() - t); // the first calls warm Prism up
    }
    console.log(`  ${label}: ${stats(ms)}`);
  }
  // The Atom feed of the whole register: bounded to its newest 50 entries however large the register is.
  const ms: number[] = [];
  for (let i = 0; i < 30; i++) {
    t = performance.now();
    const response = await fetch(`http://127.0.0.1:${ports.app}/api/ippcInstallations/feed`);
    const xml = await response.text();
    const entries = xml.split('<entry>').length - 1;
    if (response.status !== 200 || entries !== 50) throw new Error(`feed failed: ${response.status}, ${entries} entries`);
    if (i > 2) ms.push(performance.now() - t);
  }
  console.log(`  feed of the whole register (50 entries): ${stats(ms)}`);
} finally {
  await mock.stop();
}
