import { configDefaults, defineConfig } from 'vitest/config';
import base, { ALL, ISOLATED, SLOW } from './vitest.config.mjs';

/**
 * `npm run test:fast`, the inner loop: every unit test but the slow files (SLOW), with the modules
 * loaded once per worker and shared by the files it runs (no isolation: loading the rules and the
 * locales again for each file was most of the time), except the few files that replace modules
 * (ISOLATED), which run apart. `npm test` runs every file isolated (vitest.config.mts).
 */
export default defineConfig({
  test: {
    ...base.test,
    projects: [
      { extends: true, test: { name: 'fast', include: ALL, exclude: [...configDefaults.exclude, ...SLOW, ...ISOLATED], isolate: false } },
      { extends: true, test: { name: 'fast-isolated', include: ISOLATED } },
    ],
  },
});
