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
];
