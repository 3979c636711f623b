import type { Migration } from '../store';

/** Migrations of catalog.sqlite (card data). Append only. Owned by main/cards. */
export const catalogMigrations: Migration[] = [
  {
    version: 1,
    name: 'meta',
    up(db) {
      db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    },
  },
];
