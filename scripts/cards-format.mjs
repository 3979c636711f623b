// The layout of the card data files (main/games/vtes/data/*.json, issue 27 item 2): one entry per
// card id, small records on one line, so that a reviewer reads a card's change in a short diff.
// Used by the generators (scripts/cards-vampires.mjs); prettier keeps the layout.
const WIDTH = 110;

function layout(x, ind) {
  const one = JSON.stringify(x, null, 1).replace(/\n\s*/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']').replace(/\{ \}/g, '{}');
  if (typeof x !== 'object' || x === null || one.length + ind.length <= WIDTH) return one;
  const pad = `${ind}  `;
  if (Array.isArray(x)) return `[\n${x.map((v) => pad + layout(v, pad)).join(',\n')}\n${ind}]`;
  return `{\n${Object.entries(x)
    .map(([k, v]) => `${pad}${JSON.stringify(k)}: ${layout(v, pad)}`)
    .join(',\n')}\n${ind}}`;
}

/** A data file's text: entries by id in ascending id order. */
export function formatDataFile(entries) {
  const ids = Object.keys(entries).sort((a, b) => Number(a) - Number(b));
  return `{\n${ids.map((id) => `  ${JSON.stringify(id)}: ${layout(entries[id], '  ')}`).join(',\n')}\n}\n`;
}
