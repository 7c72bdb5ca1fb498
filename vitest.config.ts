import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Components are rendered in tests as the site compiles them: with the automatic JSX runtime.
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The build-failure tests run real (small) Docusaurus builds.
    testTimeout: 120_000,
  },
});
