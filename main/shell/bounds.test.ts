import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE, placeWindow } from './bounds';

const laptop = { x: 0, y: 0, width: 1366, height: 728 };
const fullHd150 = { x: 0, y: 0, width: 1280, height: 672 };
const right = { x: 1366, y: 0, width: 2560, height: 1400 };
const left = { x: -1920, y: 0, width: 1920, height: 1040 };

describe('window placement', () => {
  it('first start: the default size, shrunk to the work area, centred by Electron', () => {
    expect(placeWindow(null, [laptop], laptop)).toEqual({ width: 1280, height: 728, minWidth: 960, minHeight: 600, maximized: false });
    const big = { x: 0, y: 0, width: 2560, height: 1400 };
    expect(placeWindow(undefined, [big], big)).toMatchObject(DEFAULT_SIZE);
    // a 1080p screen at 150 % has 1280×672 usable: the window and its minimum fit
    const p = placeWindow(null, [fullHd150], fullHd150);
    expect(p.height).toBeLessThanOrEqual(672);
    expect(p.minHeight).toBeLessThanOrEqual(p.height);
  });

  it('keeps a saved position on a display that is still there', () => {
    const saved = { x: 1500, y: 100, width: 1600, height: 1000 };
    expect(placeWindow(saved, [laptop, right], laptop)).toMatchObject({ x: 1500, y: 100, width: 1600, height: 1000 });
    expect(placeWindow({ x: -1800, y: 20, width: 1200, height: 900 }, [laptop, left], laptop)).toMatchObject({ x: -1800, y: 20 });
  });

  it('drops a position whose display was removed, and fits the size to the primary display', () => {
    const p = placeWindow({ x: 1500, y: 100, width: 1600, height: 1000, maximized: true }, [laptop], laptop);
    expect(p.x).toBeUndefined();
    expect(p.y).toBeUndefined();
    expect(p).toMatchObject({ width: 1366, height: 728, maximized: true });
  });

  it('pulls a window that hangs over the edge back inside its display', () => {
    // title bar on screen, but the window runs past the right and bottom edges
    const p = placeWindow({ x: 1000, y: 500, width: 1200, height: 700 }, [laptop], laptop);
    expect(p).toMatchObject({ x: 166, y: 28, width: 1200, height: 700 });
  });

  it('ignores a title bar above the top of every display and nonsense numbers', () => {
    expect(placeWindow({ x: 100, y: -500, width: 1000, height: 700 }, [laptop], laptop).y).toBeUndefined();
    const p = placeWindow({ x: Number.NaN, y: 0, width: -5, height: Number.POSITIVE_INFINITY }, [laptop], laptop);
    expect(p).toEqual({ width: 1280, height: 728, minWidth: 960, minHeight: 600, maximized: false });
  });

  it('never asks for a minimum larger than a tiny display', () => {
    const tiny = { x: 0, y: 0, width: 800, height: 560 };
    expect(placeWindow(null, [tiny], tiny)).toEqual({ width: 800, height: 560, minWidth: 800, minHeight: 560, maximized: false });
  });
});
