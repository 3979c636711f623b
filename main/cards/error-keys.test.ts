import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/** Every import.* and query.* reason thrown in main/cards has a message in both languages. */
test('import and query error keys exist in locales/{es,pl}/errors.json', () => {
  const src = (f: string) => fs.readFileSync(path.join(__dirname, f), 'utf8');
  const reasons = (text: string, fn: string) => [...text.matchAll(new RegExp(`${fn}\\('([a-z_]+)'`, 'g'))].map((m) => m[1]);
  const importKeys = new Set([...reasons(src('vekn.ts'), 'fail'), ...reasons(src('rulings.ts'), 'fail'), 'busy'].map((r) => `import.${r}`));
  const queryKeys = new Set(reasons(src('query.ts'), 'qerr').map((r) => `query.${r}`));
  expect(importKeys.size).toBeGreaterThanOrEqual(10);
  expect(queryKeys.size).toBeGreaterThanOrEqual(10);
  expect(src('service.ts')).toContain("'import.busy'");
  for (const lang of ['es', 'pl']) {
    const errors = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'locales', lang, 'errors.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    for (const key of [...importKeys, ...queryKeys]) {
      const [ns, reason] = key.split('.');
      expect(errors[ns]?.[reason], `${lang}: ${key}`).toBeTruthy();
    }
  }
});
