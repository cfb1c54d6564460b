import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const texts = [
  ...readdirSync(path.join(root, 'src/messages')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => `src/messages/${f}`),
  ...readdirSync(path.join(root, 'openapi/examples/app')).filter((f) => f.startsWith('cms-')).map((f) => `openapi/examples/app/${f}`),
];

describe('terms in running text', () => {
  it('writes the best available techniques as “bvT” (the BVT-Merkblätter keep their name)', () => {
    expect(texts.length).toBeGreaterThan(5);
    const found = texts.flatMap((file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/BVT(?!-Merkbl)\S*/g)].map((m) => `${file}: ${m[0]}`));
    expect(found).toEqual([]);
  });
});
