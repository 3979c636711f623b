/**
 * How a card name reads (pure, shared by the catalog, the games and the renderer). The official
 * V:TES list files an article last ("Rack, The", "Anarch Manifesto, An") to sort by the noun;
 * players read and say it first ("The Rack"). Names with a comma elsewhere ("Camille Devereux, The
 * Raven", "Smiling Jack, The Anarch") are titles, and stay.
 */
export function displayNameOf(name: string): string {
  const m = /^(.*), (The|An|A)$/.exec(name);
  return m ? `${m[2]} ${m[1]}` : name;
}
