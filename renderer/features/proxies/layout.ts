/** Proxy sheets (issue 17 part 5): real card size, 3 × 3 per page, on A4 or Letter. */
export const CARD_MM = { w: 63, h: 88 } as const;
export const PAPER_MM = { a4: { w: 210, h: 297 }, letter: { w: 215.9, h: 279.4 } } as const;
export type Paper = keyof typeof PAPER_MM;
export const PER_PAGE = 9;

/** Every copy of the deck, crypt first, each card's copies together, split into pages of nine. */
export function proxyPages(crypt: Record<string, number>, library: Record<string, number>): string[][] {
  const copies: string[] = [];
  for (const section of [crypt, library]) for (const [uid, n] of Object.entries(section)) for (let i = 0; i < n; i++) copies.push(uid);
  const pages: string[][] = [];
  for (let i = 0; i < copies.length; i += PER_PAGE) pages.push(copies.slice(i, i + PER_PAGE));
  return pages;
}

/** Margins that center the 3 × 3 grid on the paper (mm). */
export function margins(paper: Paper): { x: number; y: number } {
  const p = PAPER_MM[paper];
  return { x: (p.w - 3 * CARD_MM.w) / 2, y: (p.h - 3 * CARD_MM.h) / 2 };
}

export type Counts = Record<string, number>;

/**
 * The copies to print (issue 32 item 4): the copies chosen per card (the deck's by default), less
 * the copies the collection holds when only what it lacks is printed; cards at 0 are left out.
 */
export function copiesToPrint(chosen: Counts, owned: Counts | null): Counts {
  const out: Counts = {};
  for (const [uid, n] of Object.entries(chosen)) {
    const k = Math.max(0, Math.floor(n) - (owned ? (owned[uid] ?? 0) : 0));
    if (k > 0) out[uid] = k;
  }
  return out;
}

/** The chosen counts split back into crypt and library, in the order of the original content. */
export function splitBySection(counts: Counts, crypt: Counts, library: Counts): { crypt: Counts; library: Counts } {
  const pick = (section: Counts) => Object.fromEntries(Object.keys(section).flatMap((uid) => (counts[uid] ? [[uid, counts[uid]]] : [])));
  return { crypt: pick(crypt), library: pick(library) };
}
