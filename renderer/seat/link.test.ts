import { describe, expect, it } from 'vitest';
import { forget, joinedFrom, parseFragment } from './link';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, v);
  removeItem = (k: string) => void this.m.delete(k);
}
const TOKEN = 'ab'.repeat(32);

describe('join links: the token in the fragment only', () => {
  it('reads a seat link and a board link; anything else is no link', () => {
    expect(parseFragment(`#t=${TOKEN}`)).toEqual({ kind: 'seat', token: TOKEN });
    expect(parseFragment(`#b=${TOKEN}`)).toEqual({ kind: 'board', token: TOKEN });
    for (const bad of ['', '#', `#x=${TOKEN}`, '#t=short', `#t=${TOKEN}&t=${TOKEN}`, `#t=${TOKEN}<script>`])
      expect(parseFragment(bad)).toBeNull();
  });

  it('keeps the token for a reload and takes it out of the address bar', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const replaced: string[] = [];
    const history = { replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void replaced.push(String(url)) };
    expect(joinedFrom({ hash: `#t=${TOKEN}`, pathname: '/', search: '' }, storage, history)).toEqual({ kind: 'seat', token: TOKEN });
    expect(replaced).toEqual(['/']);
    // the phone woke up, the page reloaded without the fragment: the same seat
    expect(joinedFrom({ hash: '', pathname: '/', search: '' }, storage)).toEqual({ kind: 'seat', token: TOKEN });
    forget(storage);
    expect(joinedFrom({ hash: '', pathname: '/', search: '' }, storage)).toBeNull();
  });

  it('a newer link replaces the kept one; a damaged kept value is no link', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    joinedFrom({ hash: `#t=${TOKEN}`, pathname: '/', search: '' }, storage);
    const other = 'cd'.repeat(32);
    expect(joinedFrom({ hash: `#b=${other}`, pathname: '/', search: '' }, storage)).toEqual({ kind: 'board', token: other });
    storage.setItem('vitae.seat', '{"kind":"seat","token":"../../x"}');
    expect(joinedFrom({ hash: '', pathname: '/', search: '' }, storage)).toBeNull();
    storage.setItem('vitae.seat', 'not json');
    expect(joinedFrom({ hash: '', pathname: '/', search: '' }, storage)).toBeNull();
  });
});
