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
  {
    version: 2,
    name: 'decks',
    up(db) {
      // Owned by main/services/decks.ts. A deck row holds the list columns of its latest
      // version; every saved version keeps its full content (JSON DeckContent); a deck has at
      // most one autosaved draft; deleting sets deleted_at (trash) until restored or purged.
      db.exec(`
        CREATE TABLE decks (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          name_n TEXT NOT NULL,
          edition TEXT NOT NULL,
          crypt_count INTEGER NOT NULL,
          library_count INTEGER NOT NULL,
          version INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL,
          deleted_at TEXT
        );
        CREATE INDEX decks_updated ON decks (deleted_at, updated_at);
        CREATE TABLE deck_versions (
          deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
          version INTEGER NOT NULL,
          saved_at TEXT NOT NULL,
          message TEXT,
          content TEXT NOT NULL,
          PRIMARY KEY (deck_id, version)
        );
        CREATE TABLE deck_drafts (
          deck_id TEXT PRIMARY KEY REFERENCES decks (id) ON DELETE CASCADE,
          base_version INTEGER NOT NULL,
          saved_at TEXT NOT NULL,
          content TEXT NOT NULL
        );
        CREATE TABLE deck_tags (
          deck_id TEXT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
          tag TEXT NOT NULL,
          tag_n TEXT NOT NULL,
          pos INTEGER NOT NULL,
          PRIMARY KEY (deck_id, tag_n)
        );
        CREATE INDEX deck_tags_tag ON deck_tags (tag_n);
      `);
    },
  },
  {
    version: 3,
    name: 'collection',
    up(db) {
      // The user's collection (issue 17): copies owned per card.
      db.exec(`CREATE TABLE collection (uid TEXT PRIMARY KEY, owned INTEGER NOT NULL CHECK (owned > 0));`);
    },
  },
];
