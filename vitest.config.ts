import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    reporters: ['default', ['json', {outputFile: 'test-results/unit.json'}]],
  },
  resolve: {
    alias: {'@site': new URL('./', import.meta.url).pathname},
  },
});
