import type { Migration } from '../store';

/** Migrations of user.sqlite: settings and decks. Append only; never edit a released one. */
export const userMigrations: Migration[] = [
  {
    version: 1,
    name: 'settings',
    up(db) {
      db.exec(`CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    },
  },
];
