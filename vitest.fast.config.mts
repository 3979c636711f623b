import { defineConfig } from 'vitest/config';
import base from './vitest.config.mjs';

type Project = { test?: { name?: string } };

/**
 * `npm run test:fast`, the inner loop: the two fast projects of vitest.config.mts (every unit test
 * but the slow files, with shared modules, and the few files that replace modules, apart). `npm
 * test` runs those and the slow project.
 */
export default defineConfig({
  test: {
    ...base.test,
    projects: (base.test?.projects as Project[]).filter((p) => p.test?.name !== 'slow'),
  },
});
