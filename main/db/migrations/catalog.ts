import { nameWords } from '../../common/words';
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
  {
    version: 2,
    name: 'cards',
    up(db) {
      // One row per card of every game. `data` holds the full CardDetail as JSON; the other
      // columns exist for filters and sorting. *_n columns are lower-case without accents;
      // multi-valued ones are written '|a|b|' (see main/cards/normalize.ts).
      db.exec(`
        CREATE TABLE cards (
          n INTEGER PRIMARY KEY,
          uid TEXT NOT NULL UNIQUE,
          game TEXT NOT NULL,
          id TEXT NOT NULL,
          kind TEXT NOT NULL,
          name TEXT NOT NULL,
          display_name TEXT NOT NULL,
          sort_name TEXT NOT NULL,
          types TEXT NOT NULL DEFAULT '',
          types_n TEXT NOT NULL DEFAULT '',
          clans TEXT NOT NULL DEFAULT '',
          clans_n TEXT NOT NULL DEFAULT '',
          sect TEXT,
          sect_n TEXT,
          capacity INTEGER,
          grp TEXT,
          grp_num INTEGER,
          adv INTEGER NOT NULL DEFAULT 0,
          pool_cost TEXT,
          pool_num INTEGER,
          blood_cost TEXT,
          blood_num INTEGER,
          conviction_cost TEXT,
          conviction_num INTEGER,
          title TEXT,
          title_n TEXT,
          votes INTEGER,
          banned TEXT,
          uniq INTEGER NOT NULL DEFAULT 0,
          burn INTEGER NOT NULL DEFAULT 0,
          sets_n TEXT NOT NULL DEFAULT '',
          artists_n TEXT NOT NULL DEFAULT '',
          path_n TEXT,
          data TEXT NOT NULL,
          UNIQUE (game, id)
        );
        CREATE INDEX cards_kind ON cards (game, kind);
        CREATE INDEX cards_sort ON cards (sort_name);
        CREATE INDEX cards_capacity ON cards (capacity);
        CREATE INDEX cards_grp ON cards (grp_num);
        CREATE INDEX cards_votes ON cards (votes);
        CREATE INDEX cards_sect ON cards (sect_n);

        -- Crypt disciplines (level 1 inferior, 2 superior) and library requirements (level 0).
        CREATE TABLE card_disciplines (
          n INTEGER NOT NULL REFERENCES cards (n) ON DELETE CASCADE,
          code TEXT NOT NULL,
          level INTEGER NOT NULL,
          PRIMARY KEY (n, code)
        ) WITHOUT ROWID;
        CREATE INDEX card_disciplines_code ON card_disciplines (code, level);

        CREATE TABLE sets (
          game TEXT NOT NULL,
          abbrev TEXT NOT NULL,
          name TEXT NOT NULL,
          name_es TEXT,
          release_date TEXT,
          company TEXT,
          PRIMARY KEY (game, abbrev)
        );

        -- Full-text index over names and texts; docid = cards.n.
        CREATE VIRTUAL TABLE cards_fts USING fts4 (
          name, display_name, aka, name_es, text, text_es,
          tokenize=unicode61 "remove_diacritics=2"
        );
      `);
    },
  },
  {
    version: 3,
    name: 'card data apart',
    up(db) {
      // The JSON of each card moves to its own table, so that filter scans over `cards` read
      // small rows only; the FTS index gets prefix indexes for 1-3 letters, so that the first
      // letters typed in the search box are fast (search latency).
      db.exec(`
        CREATE TABLE card_data (
          n INTEGER PRIMARY KEY REFERENCES cards (n) ON DELETE CASCADE,
          data TEXT NOT NULL
        );
        INSERT INTO card_data (n, data) SELECT n, data FROM cards;
        ALTER TABLE cards DROP COLUMN data;
        DROP TABLE cards_fts;
        CREATE VIRTUAL TABLE cards_fts USING fts4 (
          name, display_name, aka, name_es, text, text_es,
          prefix="1,2,3",
          tokenize=unicode61 "remove_diacritics=2"
        );
        INSERT INTO cards_fts (docid, name, display_name, aka, name_es, text, text_es)
          SELECT n, json_extract(data, '$.name'), json_extract(data, '$.displayName'),
                 coalesce(json_extract(data, '$.aka'), ''), coalesce(json_extract(data, '$.nameEs'), ''),
                 json_extract(data, '$.text'), coalesce(json_extract(data, '$.textEs'), '')
          FROM card_data;
      `);
    },
  },
  {
    version: 4,
    name: 'name words',
    up(db) {
      // Words of all the names of a card (name, display name, Aka, Spanish name), lower case
      // without accents, as ' w1 w2 ... ': `instr(names_n, ' ' || ?)` finds a name word by its
      // first letters without the full-text index (the first letters typed in the search box).
      db.exec(`ALTER TABLE cards ADD COLUMN names_n TEXT NOT NULL DEFAULT ''`);
      const rows: [number, string][] = [];
      const st = db.prepare('SELECT n, data FROM card_data');
      try {
        while (st.step()) rows.push(st.get() as [number, string]);
      } finally {
        st.free();
      }
      const upd = db.prepare('UPDATE cards SET names_n = ? WHERE n = ?');
      try {
        for (const [n, data] of rows) {
          const c = JSON.parse(data) as { name?: string; displayName?: string; aka?: string; nameEs?: string };
          upd.run([nameWords([c.name, c.displayName, c.aka, c.nameEs]), n]);
        }
      } finally {
        upd.free();
      }
    },
  },
  {
    version: 5,
    name: 'tournament archive',
    up(db) {
      // The tournament deck archive (TWDA) the user imported (issue 17): one row per deck with
      // the event fields and the search columns ('|a|b|' lists, lower case without accents), and
      // one row per card of a deck. Replaced as a whole by each archive import.
      db.exec(`
        CREATE TABLE archive_decks (
          id TEXT PRIMARY KEY,
          event TEXT NOT NULL,
          place TEXT,
          date TEXT,
          year INTEGER,
          rounds TEXT,
          players INTEGER,
          winner TEXT,
          url TEXT,
          name TEXT NOT NULL,
          author TEXT,
          clans_n TEXT NOT NULL DEFAULT '',
          disc_n TEXT NOT NULL DEFAULT '',
          words_n TEXT NOT NULL DEFAULT '',
          event_n TEXT NOT NULL DEFAULT '',
          winner_n TEXT NOT NULL DEFAULT '',
          crypt_count INTEGER NOT NULL,
          library_count INTEGER NOT NULL,
          content TEXT NOT NULL
        );
        CREATE INDEX archive_decks_date ON archive_decks(date);
        CREATE TABLE archive_cards (
          deck_id TEXT NOT NULL,
          uid TEXT NOT NULL,
          count INTEGER NOT NULL,
          PRIMARY KEY (deck_id, uid)
        ) WITHOUT ROWID;
        CREATE INDEX archive_cards_uid ON archive_cards(uid, deck_id);
      `);
    },
  },
  {
    version: 6,
    name: 'rulings',
    up(db) {
      // The community rulings the user imported (issue 32 item 1): one row per ruling of a V:TES
      // card (VEKN id), a group ruling repeated on each card of its group. Replaced as a whole by
      // each rulings import. text_n: lower case without accents or braces, for r:"..." searches.
      db.exec(`
        CREATE TABLE rulings (
          card_id TEXT NOT NULL,
          seq INTEGER NOT NULL,
          text TEXT NOT NULL,
          text_n TEXT NOT NULL,
          data TEXT NOT NULL,
          PRIMARY KEY (card_id, seq)
        ) WITHOUT ROWID;
      `);
    },
  },
];
