/**
 * The starter cards whose only scenario is still the named test of their *-cards.test.ts file, not yet
 * a scenario run with the card's effects stripped (issue 27 item 8). data/coverage-gate.test.ts checks
 * that the list holds starters only and only those still without a family or card scenario: it may only
 * shrink. Ids, with the card's name as a comment.
 */
export const STARTERS_UNSTRIPPED: readonly string[] = [
  '201576', // Aline Gädeke
  '201585', // Elen Kamjian
  '201570', // Sybren van Oosten
  '201613', // Theo Bell
  '100052', // Anarch Free Press The
  '100058', // Anarch Troublemaker
  '102218', // Bait and Switch
  '100135', // Barrens The
  '100199', // Blood Doll
  '100297', // Carfax Abbey
  '100301', // Carrion Crows
  '100303', // Carver's Meat Packing and Storage
  '102213', // Creeping Sabotage
  '100492', // Daring the Dawn
  '100519', // Delaying Tactics
  '100588', // Dreams of the Sphinx
  '100620', // Elder Library
  '100698', // Fame
  '100794', // Frontal Assault
  '100866', // Guardian Angel
  '100897', // Haven Uncovered
  '100913', // Heroic Might
  '100918', // Hidden Strength
  '100959', // Immortal Grapple
  '100984', // Information Highway
  '100995', // Instinctive Reaction
  '101056', // Kine Resources Contested
  '101104', // Life in the City
  '101225', // Misdirection
  '101239', // Monkey Wrench
  '101321', // On the Qui Vive
  '102230', // Organized Resistance
  '101353', // Parity Shift
  '101483', // Preternatural Strength
  '102214', // Protected District
  '101564', // Rebel
  '101627', // Revelations
  '101772', // Show of Force
  '101811', // Smiling Jack The Anarch
  '101945', // Taste of Vitae
  '101993', // Torn Signpost
  '102109', // Ventrue Headquarters
  '102113', // Vessel
  '102126', // Visit from the Capuchin
  '102131', // Voter Captivation
  '102137', // Wake with Evening's Freshness
  '102216', // Warrens The
  '102149', // Warsaw Station
  '102180', // Wider View
];
