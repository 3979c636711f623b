/**
 * The fingerprint of an official card text (issue 27 item 2): a data entry keeps the hash of the
 * text it was written from, never the text. Whitespace is normalised (a re-flowed line is the same
 * text); any other change gives another fingerprint, and the entry is treated as manual until a person
 * reviews it. 64 bits of FNV-1a, as 16 hex digits. Pure.
 */
export function fingerprint(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  // two 32-bit FNV-1a lanes with different offsets
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
  }
  const hex = (x: number) => (x >>> 0).toString(16).padStart(8, '0');
  return hex(a) + hex(b);
}
