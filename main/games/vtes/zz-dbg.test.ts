import { it } from 'vitest';
import { STARTER_CRYPT, STARTER_LIBRARY } from './starters';
it('x', () => {
  const rows = [...STARTER_LIBRARY, ...STARTER_CRYPT].map((c) => {
    const man = c.modes.flatMap((m) => m.effects).filter((e) => e.e === 'manual').map((e) => (e as { key: string }).key);
    return `| ${c.name} | ${c.kind === 'crypt' ? 'Vampire' : c.types.join('/')} | ${c.automation} | ${man.length ? 'manual: ' + man.join(', ') : ''} |`;
  });
  console.log('ROWS\n' + rows.join('\n'));
});
