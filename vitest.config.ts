import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The build-failure tests run real (small) Docusaurus builds.
    testTimeout: 120_000,
  },
});
