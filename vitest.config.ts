import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

export default defineConfig({
  plugins: [react()],
  test: {
    // vitest's default is one worker fewer than the cores: on CI's 2 cores that is a single worker, and the
    // main process mostly waits, so every core runs test files
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['tests/**/*.test.ts'], environment: 'node', setupFiles: ['tests/setup-on-demand-modules.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts', 'tests/setup-on-demand-modules.ts'],
        },
      },
    ],
  },
});
