/**
 * Window placement (plain functions, tested without Electron). A saved position is reused only
 * when its title bar still lies on a connected display; the size always fits the display's
 * work area (a window saved on a large monitor opens whole on a laptop). The defaults fit a
 * 1366×768 screen and a 1080p screen at 150 % scaling (1280×720 with a taskbar).
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SavedBounds {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized?: boolean;
}

export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  maximized: boolean;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 };
/** The smallest window the layout is designed for (e2e checks 1280×680 content). */
export const MIN_SIZE = { width: 960, height: 600 };
/** How much of the title bar must be on a display for a saved position to be kept. */
const GRIP = { width: 120, height: 32 };

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/**
 * Where to open the window: `workAreas` are the connected displays' work areas, `primary` the
 * primary display's. Without a usable saved position the window is centred by Electron (no x/y).
 */
export function placeWindow(saved: SavedBounds | null | undefined, workAreas: Rect[], primary: Rect): WindowPlacement {
  const wantW = finite(saved?.width) && saved.width > 0 ? Math.round(saved.width) : DEFAULT_SIZE.width;
  const wantH = finite(saved?.height) && saved.height > 0 ? Math.round(saved.height) : DEFAULT_SIZE.height;
  const maximized = saved?.maximized === true;
  let area = primary;
  let pos: { x: number; y: number } | null = null;
  if (saved && finite(saved.x) && finite(saved.y)) {
    const titleBar: Rect = { x: saved.x, y: saved.y, width: wantW, height: GRIP.height };
    const home = workAreas.find((a) => {
      const o = overlap(titleBar, a);
      return o.width >= Math.min(GRIP.width, wantW) && o.height >= GRIP.height;
    });
    if (home) {
      area = home;
      pos = { x: Math.round(saved.x), y: Math.round(saved.y) };
    }
  }
  const minWidth = Math.min(MIN_SIZE.width, area.width);
  const minHeight = Math.min(MIN_SIZE.height, area.height);
  const width = clamp(wantW, minWidth, area.width);
  const height = clamp(wantH, minHeight, area.height);
  const placement: WindowPlacement = { width, height, minWidth, minHeight, maximized };
  if (pos) {
    placement.x = clamp(pos.x, area.x, area.x + area.width - width);
    placement.y = clamp(pos.y, area.y, area.y + area.height - height);
  }
  return placement;
}
