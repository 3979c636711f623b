import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installLeaveGuard } from './leaveGuard';

/** Minimal window/document stand-ins (the unit tests run in Node without a DOM). */
class FakeTarget extends EventTarget {}
let win: FakeTarget & { location: { hash: string } };
let doc: FakeTarget;

function anchor(href: string, leaveOk = false) {
  const a = { getAttribute: (n: string) => (n === 'href' ? href : null), dataset: leaveOk ? { leaveOk: 'true' } : {} };
  return { closest: (sel: string) => (sel.startsWith('a[') ? a : null) };
}

function click(target: unknown): { prevented: boolean } {
  const e = new Event('click', { cancelable: true }) as Event & Record<string, unknown>;
  Object.assign(e, { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false });
  Object.defineProperty(e, 'target', { value: target });
  doc.dispatchEvent(e);
  return { prevented: e.defaultPrevented };
}

beforeEach(() => {
  win = Object.assign(new FakeTarget(), { location: { hash: '#/decks/1' } });
  doc = new FakeTarget();
  Object.assign(globalThis, { window: win, document: doc });
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).document;
});

/** A beforeunload event whose returnValue can be written, as in browsers. */
function beforeUnload(): Event {
  const e = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(e, 'returnValue', { value: undefined, writable: true });
  return e;
}

describe('leave guard of the deck editor', () => {
  it('stops in-app navigation while dirty and hands the target to the dialog', () => {
    let dirty = true;
    const asked: string[] = [];
    const off = installLeaveGuard(() => dirty, { ask: (t) => asked.push(t) });
    expect(click(anchor('#/cards')).prevented).toBe(true);
    expect(asked).toEqual(['#/cards']);
    // same page, explicitly allowed links and clean editors pass through
    expect(click(anchor('#/decks/1')).prevented).toBe(false);
    expect(click(anchor('#/cards', true)).prevented).toBe(false);
    dirty = false;
    expect(click(anchor('#/cards')).prevented).toBe(false);
    expect(asked).toEqual(['#/cards']);
    off();
    dirty = true;
    expect(click(anchor('#/cards')).prevented).toBe(false);
  });

  it('asks before unloading only when dirty and when allowed to block', () => {
    let dirty = true;
    const off = installLeaveGuard(() => dirty, { ask: () => undefined });
    const e1 = beforeUnload();
    win.dispatchEvent(e1);
    expect(e1.defaultPrevented).toBe(true);
    dirty = false;
    const e2 = beforeUnload();
    win.dispatchEvent(e2);
    expect(e2.defaultPrevented).toBe(false);
    off();
    const electron = installLeaveGuard(() => true, { ask: () => undefined }, false);
    const e3 = beforeUnload();
    win.dispatchEvent(e3);
    expect(e3.defaultPrevented).toBe(false);
    electron();
  });
});
