import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'mock/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts', 'tests/contract/drift.test.ts', 'tests/feed/*.test.ts', 'perf/**/*.test.ts'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Every core: vitest's default leaves one free, which on a 2-core CI machine means a single worker
    // (943 tests: 190 s with one, 145 s with two).
    maxWorkers: '100%',
  },
});
