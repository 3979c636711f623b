/**
 * The fast unit project shares its modules between test files (isolate: false, vitest.config.mts):
 * a file that replaces modules (vi.mock, vi.doMock, vi.resetModules) would leave them replaced for
 * the files run after it in that worker, so such a file must be listed among the isolated or the
 * slow ones. Found when a mocked card-data file made another file's card bleed for 3 more.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, SLOW } from '../vitest.config.mjs';

const root = path.resolve(__dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(rel);
    return /\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** `main/games/*\/golden.test.ts`-style patterns as regular expressions. */
const globRe = (g: string) =>
  new RegExp(
    `^${g
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(?:.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );

describe('unit test projects', () => {
  it('every test file that replaces modules runs isolated (never in the shared fast project)', () => {
    const apart = [...ISOLATED, ...SLOW].map(globRe);
    const files = ['main', 'renderer', 'preload', 'scripts', 'locales'].flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const replacing = files.filter((f) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(replacing).toContain('main/services/games-card-data-archive.test.ts');
    expect(replacing.filter((f) => f !== 'scripts/test-projects.test.ts' && !apart.some((re) => re.test(f)))).toEqual([]);
  });
});
