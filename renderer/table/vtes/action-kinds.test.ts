/**
 * Every kind of action the V:TES engine records (core/step-records.ts `ActionState['kind']`) is named in
 * both languages on the table's action panel: no raw id such as "burnCard" is ever drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../../locales/es/table-vtes.json';
import pl from '../../../locales/pl/table-vtes.json';

function engineKinds(): string[] {
  const src = readFileSync(path.resolve(__dirname, '../../../main/games/vtes/core/step-records.ts'), 'utf8');
  const union = /kind:\s*((?:\s*\|\s*'\w+')+);/.exec(src);
  if (!union) throw new Error('no action kind union in step-records.ts');
  return [...union[1].matchAll(/'(\w+)'/g)].map((m) => m[1]);
}

describe('V:TES action kinds on the table', () => {
  it('each kind the engine records has its name in es and pl', () => {
    const kinds = engineKinds();
    expect(kinds).toContain('burnCard');
    for (const [lang, bundle] of [
      ['es', es],
      ['pl', pl],
    ] as const)
      expect(
        kinds.filter((k) => !(k in bundle.actionKind)),
        lang,
      ).toEqual([]);
  });
});
