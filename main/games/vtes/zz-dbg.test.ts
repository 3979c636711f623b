import { it } from 'vitest';
import { build, uid, dec, ids, choose, chooseP } from './testing';
it('dbg', () => {
  let s = build({ seats: [{ ready: [{card:'Ashley', blood:2}], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}], phase: 'master' });
  for (let i=0;i<8 && s.phase==='master';i++) { const d = dec(s); console.log(d.seat, d.kind, ids(s).join(' '), s.tf.masterLeft, s.tf.trifle); s = choose(s, ids(s).find(x=>x.startsWith('m:')||x.startsWith('t:')) ?? 'done'); }
});
