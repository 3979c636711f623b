import { it } from 'vitest';
import { OFFICIAL_FILES } from '../../cards/test-helpers';
import { parseVeknFiles } from '../../cards/vekn';
import { officialFiles } from '../../testing/shared-data';
it('x', () => { const p = parseVeknFiles(officialFiles(OFFICIAL_FILES)); const c = p.cards.find(c=>c.name==='Confusion')!; console.log(JSON.stringify({ld: c.libraryDisciplines, t: c.types, b: c.bloodCost, req: c.requirements})); });
