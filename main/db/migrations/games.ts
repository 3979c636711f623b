import type { Migration } from '../store';

/** Migrations of games.sqlite (game records). Append only. Owned by main/engine. */
export const gamesMigrations: Migration[] = [
  {
    version: 1,
    name: 'meta',
    up(db) {
      db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    },
  },
  {
    version: 2,
    name: 'games',
    up(db) {
      // One row per game; `record` (JSON GameRecord) is the game itself, the other columns
      // are what the saved-games list shows without replaying.
      db.exec(`CREATE TABLE games (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        seats TEXT NOT NULL,
        created TEXT NOT NULL,
        updated TEXT NOT NULL,
        progress TEXT NOT NULL,
        steps INTEGER NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        record TEXT NOT NULL
      )`);
      db.exec(`CREATE INDEX games_updated ON games(updated)`);
    },
  },
  {
    version: 3,
    name: 'game_archive',
    up(db) {
      // The original record of a game saved under an older rules version, kept when the game is
      // brought to the current rules (the choices those rules refuse are dropped from the game).
      db.exec(`CREATE TABLE game_archive (
        id TEXT NOT NULL,
        archived TEXT NOT NULL,
        rules_version TEXT NOT NULL,
        kept INTEGER NOT NULL,
        record TEXT NOT NULL
      )`);
      db.exec(`CREATE INDEX game_archive_id ON game_archive(id)`);
    },
  },
  {
    version: 4,
    name: 'game_generation',
    up(db) {
      // +1 at every write of a game's record; journal lines name the generation they follow, so a
      // line written before an undo is never read as current (issue 26, item 3)
      db.exec(`ALTER TABLE games ADD COLUMN gen INTEGER NOT NULL DEFAULT 0`);
    },
  },
  {
    version: 5,
    name: 'record_data',
    up(db) {
      // What saved records name but do not hold (V:TES: the card definitions of a card-data version),
      // by content key: written once, with the first record that names it, and never changed, so that
      // a record made with other data than the loaded one replays with its own (issue 27 item 7)
      db.exec(`CREATE TABLE record_data (
        game TEXT NOT NULL,
        key TEXT NOT NULL,
        stored TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (game, key)
      )`);
    },
  },
];
