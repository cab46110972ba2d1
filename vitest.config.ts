import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['spec/unit/**/*.test.ts', 'spec/unit/**/*.test.tsx'],
    setupFiles: ['spec/unit/setup.ts'],
    environment: 'node',
  },
});
