/**
 * Suggested file names (deck exports, proxy PDFs, the collection CSV): a name every OS accepts
 * and that shows what it is. Issue 26 item 10: no folder separators or reserved characters, no
 * control or bidirectional-formatting characters (which can disguise an extension: "gpj.exe"
 * shown as "exe.jpg"), no trailing dots or spaces (Windows drops them), and never one of the
 * names Windows reserves for devices (CON, PRN, AUX, NUL, COM1–9, LPT1–9, with any extension).
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Bidirectional and invisible formatting characters (Unicode Cf of the bidi and zero-width kinds). */
const BIDI = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const RESERVED_CHARS = /[\\/:*?"<>|]/g;
/** The device names of Windows, matched on the part before the first dot. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/** True when Windows would open a device instead of a file of this name. */
export function isWindowsReservedName(name: string): boolean {
  return WINDOWS_DEVICE.test(name.trim());
}

/**
 * The stem of a suggested file name (the caller appends the extension): `fallback` when nothing
 * is left, at most `max` characters; a device name gets a trailing "_" ("CON" → "CON_").
 */
export function safeFileStem(name: string, fallback: string, max = 120): string {
  let s = name
    .replace(BIDI, '')
    .replace(CONTROL, ' ')
    .replace(RESERVED_CHARS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, max)
    .replace(/[. ]+$/, '')
    .trim();
  if (!s) s = fallback;
  if (isWindowsReservedName(s)) s = s.replace(/^([^.]*)/, '$1_');
  return s;
}
