/**
 * The card search query language (docs/query-language.md): parse -> AST -> SQL.
 *
 *   aus capacity>=8 -clan:ventrue        words, fields, negation, implicit AND
 *   "blood hunt" OR (t:political d:DOM)  phrases, OR, parentheses
 *
 * The compiler emits a WHERE fragment over `cards c` whose values are all bound parameters;
 * the only text it writes into SQL comes from fixed tables in this file.
 */
import { AppError } from '../common/errors';
import { ftsTokens, norm, rulingSearchText } from './normalize';
import { DISCIPLINE_NAMES } from '../common/disciplines';

export type CompareOp = ':' | '=' | '!=' | '>' | '>=' | '<' | '<=';

export type QueryNode =
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  | { type: 'word'; value: string; position: number }
  | { type: 'phrase'; value: string; position: number }
  | { type: 'field'; field: string; op: CompareOp; value: string; quoted: boolean; position: number };

export type QueryFieldKind = 'text' | 'number' | 'enum';

export interface QueryField {
  /** Canonical name */
  name: string;
  aliases: string[];
  kind: QueryFieldKind;
  /** Fixed values for enum fields that only accept a few (is:, banned:, kind:, game:) */
  values?: string[];
}

/** Every field of the query language, for the in-app help. */
export const QUERY_FIELDS: readonly QueryField[] = [
  { name: 'name', aliases: ['n'], kind: 'text' },
  { name: 'text', aliases: ['x'], kind: 'text' },
  { name: 'ruling', aliases: ['r'], kind: 'text' },
  { name: 'type', aliases: ['t'], kind: 'enum' },
  { name: 'clan', aliases: ['c'], kind: 'enum' },
  { name: 'sect', aliases: [], kind: 'enum' },
  { name: 'disc', aliases: ['d'], kind: 'enum' },
  { name: 'inf', aliases: [], kind: 'enum' },
  { name: 'sup', aliases: [], kind: 'enum' },
  { name: 'capacity', aliases: ['cap'], kind: 'number' },
  { name: 'group', aliases: ['g'], kind: 'number' },
  { name: 'pool', aliases: [], kind: 'number' },
  { name: 'blood', aliases: [], kind: 'number' },
  { name: 'conviction', aliases: [], kind: 'number' },
  { name: 'title', aliases: [], kind: 'enum' },
  { name: 'votes', aliases: [], kind: 'number' },
  { name: 'set', aliases: ['s'], kind: 'enum' },
  { name: 'banned', aliases: [], kind: 'enum', values: ['yes', 'no'] },
  { name: 'is', aliases: [], kind: 'enum', values: ['advanced', 'unique', 'banned', 'burn', 'titled'] },
  { name: 'artist', aliases: ['a'], kind: 'text' },
  { name: 'path', aliases: [], kind: 'enum' },
  { name: 'kind', aliases: [], kind: 'enum', values: ['crypt', 'library'] },
  { name: 'game', aliases: [], kind: 'enum', values: ['vtes', 'vendetta', 'bloodborne', 'nights'] },
];

const FIELD_BY_NAME = new Map<string, QueryField>();
for (const f of QUERY_FIELDS) {
  FIELD_BY_NAME.set(f.name, f);
  for (const a of f.aliases) FIELD_BY_NAME.set(a, f);
}

const MAX_DEPTH = 40;
const MAX_TERMS = 200;

function qerr(reason: string, position: number, extra: Record<string, string | number> = {}): never {
  throw new AppError('invalid_input', `query.${reason}`, { position, ...extra });
}

// ---------------------------------------------------------------- lexer

type Tok =
  | { t: '('; pos: number }
  | { t: ')'; pos: number }
  | { t: '-'; pos: number }
  | { t: 'OR'; pos: number }
  | { t: 'AND'; pos: number }
  | { t: 'word'; value: string; pos: number }
  | { t: 'phrase'; value: string; pos: number }
  | { t: 'field'; field: string; op: CompareOp; value: string; quoted: boolean; pos: number };

const OPS: CompareOp[] = ['>=', '<=', '!=', ':', '=', '>', '<'];
const isSpace = (ch: string) => /\s/.test(ch);

/** Positions in tokens and errors are 1-based character columns. */
export function tokenize(q: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  const readQuoted = (start: number): string => {
    const end = q.indexOf('"', start + 1);
    if (end < 0) qerr('unterminated_quote', start + 1);
    const v = q.slice(start + 1, end);
    i = end + 1;
    return v;
  };
  while (i < q.length) {
    const ch = q[i];
    if (isSpace(ch)) {
      i++;
      continue;
    }
    const pos = i + 1;
    if (ch === '(' || ch === ')') {
      out.push({ t: ch, pos });
      i++;
      continue;
    }
    if (ch === '-' && i + 1 < q.length && !isSpace(q[i + 1]) && q[i + 1] !== ')') {
      out.push({ t: '-', pos });
      i++;
      continue;
    }
    if (ch === '"') {
      out.push({ t: 'phrase', value: readQuoted(i), pos });
      continue;
    }
    const ident = /^[A-Za-z_]+/.exec(q.slice(i));
    if (ident) {
      const after = i + ident[0].length;
      const op = OPS.find((o) => q.startsWith(o, after));
      // Only a known field name before an operator makes a field: card names with a colon
      // ("Khabar: Loyalty", "Powerbase: Zürich") are searched as words.
      if (op && FIELD_BY_NAME.has(ident[0].toLowerCase())) {
        const field = ident[0].toLowerCase();
        let j = after + op.length;
        let value: string;
        let quoted = false;
        if (q[j] === '"') {
          i = j;
          value = readQuoted(j);
          quoted = true;
        } else {
          const start = j;
          while (j < q.length && !isSpace(q[j]) && q[j] !== '(' && q[j] !== ')') j++;
          value = q.slice(start, j);
          i = j;
        }
        out.push({ t: 'field', field, op, value, quoted, pos });
        continue;
      }
    }
    let j = i;
    while (j < q.length && !isSpace(q[j]) && q[j] !== '(' && q[j] !== ')' && q[j] !== '"') j++;
    const w = q.slice(i, j);
    i = j;
    if (w === 'OR' || w === '|') out.push({ t: 'OR', pos });
    else if (w === 'AND') out.push({ t: 'AND', pos });
    else out.push({ t: 'word', value: w, pos });
  }
  return out;
}

// ---------------------------------------------------------------- parser

/** Parses a query into an AST; null for an empty query. Throws AppError('invalid_input', 'query.*'). */
export function parseQuery(q: string): QueryNode | null {
  const toks = tokenize(q);
  if (toks.length > MAX_TERMS) qerr('too_complex', 1);
  let k = 0;
  const peek = () => toks[k];
  const endPos = q.length + 1;

  const parseOr = (depth: number): QueryNode | null => {
    if (depth > MAX_DEPTH) qerr('too_complex', peek()?.pos ?? endPos);
    const first = parseAnd(depth);
    const children: QueryNode[] = [];
    if (first) children.push(first);
    while (peek()?.t === 'OR') {
      const orTok = peek();
      if (!first && children.length === 0) qerr('missing_operand', orTok.pos, { token: 'OR' });
      k++;
      const next = parseAnd(depth);
      if (!next) qerr('missing_operand', orTok.pos, { token: 'OR' });
      children.push(next);
    }
    if (children.length === 0) return null;
    return children.length === 1 ? children[0] : { type: 'or', children };
  };

  const parseAnd = (depth: number): QueryNode | null => {
    const children: QueryNode[] = [];
    for (;;) {
      const t = peek();
      if (!t || t.t === 'OR' || t.t === ')') break;
      if (t.t === 'AND') {
        k++;
        if (children.length === 0 || !peek() || peek().t === 'OR' || peek().t === ')') qerr('missing_operand', t.pos, { token: 'AND' });
        continue;
      }
      children.push(parseUnary(depth));
    }
    if (children.length === 0) {
      const t = peek();
      if (t?.t === 'OR') qerr('missing_operand', t.pos, { token: 'OR' });
      return null;
    }
    return children.length === 1 ? children[0] : { type: 'and', children };
  };

  const parseUnary = (depth: number): QueryNode => {
    const t = peek();
    if (t.t === '-') {
      k++;
      const n = peek();
      if (!n || n.t === ')' || n.t === 'OR' || n.t === 'AND') qerr('missing_operand', t.pos, { token: '-' });
      return { type: 'not', child: parseUnary(depth + 1) };
    }
    return parsePrimary(depth);
  };

  const parsePrimary = (depth: number): QueryNode => {
    const t = toks[k++];
    switch (t.t) {
      case '(': {
        const inner = parseOr(depth + 1);
        const close = peek();
        if (!close || close.t !== ')') qerr('missing_paren', t.pos);
        k++;
        if (!inner) qerr('empty_group', t.pos);
        return inner;
      }
      case 'word':
        return { type: 'word', value: t.value, position: t.pos };
      case 'phrase':
        return { type: 'phrase', value: t.value, position: t.pos };
      case 'field': {
        const def = FIELD_BY_NAME.get(t.field);
        if (!def) qerr('unknown_field', t.pos, { field: t.field });
        if (!t.value.trim()) qerr('missing_value', t.pos, { field: t.field });
        const node: QueryNode = { type: 'field', field: def.name, op: t.op, value: t.value, quoted: t.quoted, position: t.pos };
        validateField(def, node, t.field);
        return node;
      }
      default:
        // ')' never reaches here (parseAnd stops on it); 'OR'/'AND'/'-' are handled above.
        return qerr('unexpected_token', t.pos, { token: t.t });
    }
  };

  const ast = parseOr(0);
  if (k < toks.length) {
    const t = toks[k];
    qerr(t.t === ')' ? 'unexpected_paren' : 'unexpected_token', t.pos, { token: t.t });
  }
  return ast;
}

const isComparison = (op: CompareOp) => op === '>' || op === '>=' || op === '<' || op === '<=';

function validateField(def: QueryField, n: Extract<QueryNode, { type: 'field' }>, typed: string): void {
  const v = norm(n.value);
  const field = typed;
  if (def.kind !== 'number' && isComparison(n.op)) qerr('bad_operator', n.position, { field, operator: n.op });
  if (def.kind === 'number') {
    const special = (def.name === 'group' && v === 'any') || (['pool', 'blood', 'conviction'].includes(def.name) && v === 'x');
    if (special) {
      if (isComparison(n.op)) qerr('bad_operator', n.position, { field, operator: n.op });
    } else if (!/^[+-]?\d+$/.test(v)) qerr('not_a_number', n.position, { field, value: n.value });
  }
  if (def.name === 'banned' && !['yes', 'no', 'true', 'false'].includes(v) && !/^\d{4}$/.test(v)) {
    qerr('bad_value', n.position, { field, value: n.value });
  }
  if ((def.name === 'is' || def.name === 'kind' || def.name === 'game') && def.values && !def.values.includes(v)) {
    if (!(def.name === 'is' && v === 'adv')) qerr('bad_value', n.position, { field, value: n.value });
  }
}

// ---------------------------------------------------------------- compiler

export interface CompiledQuery {
  /** WHERE fragment over `cards c` ('1' when the query is empty) */
  sql: string;
  params: (string | number)[];
}

/** FTS4 columns (fixed, see migration 2 in main/db/migrations/catalog.ts). */
const NAME_COLS = ['name', 'display_name', 'aka', 'name_es'];
const TEXT_COLS = ['text', 'text_es'];

/** Number fields -> numeric column; fixed strings only. */
const NUMBER_COLS: Record<string, string> = {
  capacity: 'c.capacity',
  group: 'c.grp_num',
  pool: 'c.pool_num',
  blood: 'c.blood_num',
  conviction: 'c.conviction_num',
  votes: 'c.votes',
};
const COST_TEXT_COLS: Record<string, string> = { pool: 'c.pool_cost', blood: 'c.blood_cost', conviction: 'c.conviction_cost' };

/** Enum fields matched against a '|value|value|' column. */
const PIPE_COLS: Record<string, string> = {
  type: 'c.types_n',
  clan: 'c.clans_n',
  sect: 'c.sect_n',
  title: 'c.title_n',
  set: 'c.sets_n',
  path: 'c.path_n',
};

/**
 * The column a number field compares. A library card that prints no cost costs nothing, so
 * `pool:0` and `blood<1` list the free cards (an X cost is not a number and matches no comparison);
 * crypt cards have no pool or blood cost at all.
 */
function numberColumn(field: string): string {
  const text = COST_TEXT_COLS[field];
  if (!text) return NUMBER_COLS[field];
  return `(CASE WHEN c.kind = 'crypt' THEN NULL WHEN coalesce(${text}, '') = '' THEN 0 ELSE ${NUMBER_COLS[field]} END)`;
}

const SQL_OPS: Record<CompareOp, string> = { ':': '=', '=': '=', '!=': '!=', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

/** FTS4 expression for one word: prefix match; several tokens ("al-Rashid") form a phrase. */
export function ftsWord(value: string, prefix: boolean): string | null {
  const toks = ftsTokens(value);
  if (!toks.length) return null;
  return toks.length === 1 ? `${toks[0]}${prefix ? '*' : ''}` : `"${toks.join(' ')}${prefix ? '*' : ''}"`;
}

/**
 * Cards whose FTS row matches `expr`, in every column or only in `cols` (one MATCH per column:
 * this FTS4 build does not apply column filters to phrases).
 */
const ftsIn = (expr: string, params: (string | number)[], cols?: string[]) => {
  if (!cols) {
    params.push(expr);
    return 'c.n IN (SELECT docid FROM cards_fts WHERE cards_fts MATCH ?)';
  }
  for (const _ of cols) params.push(expr);
  return `c.n IN (${cols.map((col) => `SELECT docid FROM cards_fts WHERE ${col} MATCH ?`).join(' UNION ')})`;
};

/** A sign before a number ("+1", "-2"): the tokenizer drops it, so "+1 stealth" is also "-1 stealth". */
const SIGNED = /(^|[^\p{L}\p{N}])[+-]\p{N}/u;

/**
 * A quoted phrase with a signed number (issue 32 item 6): besides the word match, the phrase as
 * written, sign included, must be in the column's text (case-insensitive for Latin letters, as
 * SQLite's lower(); spaces collapsed). Null when the phrase has no sign.
 */
function signedText(value: string, cols: string[], params: (string | number)[]): string | null {
  if (!SIGNED.test(value)) return null;
  const needle = value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  for (const _ of cols) params.push(needle);
  return `c.n IN (SELECT docid FROM cards_fts WHERE ${cols.map((col) => `instr(lower(${col}), ?) > 0`).join(' OR ')})`;
}

/** Discipline code from a query value: 'aus', 'AUS', 'auspex' (any case). */
export function disciplineCode(value: string): string {
  const v = norm(value);
  return DISCIPLINE_NAMES[v] ?? v;
}

function compileField(n: Extract<QueryNode, { type: 'field' }>, params: (string | number)[]): string {
  const v = norm(n.value);
  const negate = n.op === '!=';
  const wrap = (sql: string) => (negate ? `NOT (${sql})` : sql);
  switch (n.field) {
    case 'name':
    case 'text': {
      const cols = n.field === 'name' ? NAME_COLS : TEXT_COLS;
      const toks = ftsTokens(n.value);
      if (!toks.length) return '1';
      const expr = n.quoted ? ftsWord(n.value, false)! : toks.map((t) => ftsWord(t, true)).join(' ');
      const signed = n.quoted ? signedText(n.value, cols, params) : null;
      const match = ftsIn(expr, params, cols);
      return wrap(signed ? `(${signed} AND ${match})` : match);
    }
    case 'ruling': {
      // the imported rulings of the card (issue 32 item 1): the words as written, in one ruling
      const needle = rulingSearchText(n.value);
      if (!needle) return '1';
      params.push(needle);
      return wrap(`(c.game = 'vtes' AND EXISTS (SELECT 1 FROM rulings r WHERE r.card_id = c.id AND instr(r.text_n, ?) > 0))`);
    }
    case 'artist':
      params.push(`%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
      return wrap(`c.artists_n LIKE ? ESCAPE '\\'`);
    case 'disc':
    case 'inf':
    case 'sup': {
      const code = disciplineCode(n.value);
      let level = '';
      if (n.field === 'inf') level = ' AND d.level = 1';
      else if (n.field === 'sup') level = ' AND d.level = 2';
      else if (n.value.length > 1 && n.value === n.value.toUpperCase() && /\p{L}/u.test(n.value)) level = ' AND d.level = 2';
      params.push(code);
      return wrap(`c.n IN (SELECT d.n FROM card_disciplines d WHERE d.code = ?${level})`);
    }
    case 'banned': {
      if (v === 'yes' || v === 'true') return wrap('c.banned IS NOT NULL');
      if (v === 'no' || v === 'false') return wrap('c.banned IS NULL');
      params.push(v);
      return wrap('c.banned = ?');
    }
    case 'is': {
      const flag: Record<string, string> = {
        advanced: 'c.adv = 1',
        adv: 'c.adv = 1',
        unique: 'c.uniq = 1',
        banned: 'c.banned IS NOT NULL',
        burn: 'c.burn = 1',
        titled: 'c.title_n IS NOT NULL',
      };
      return wrap(flag[v]);
    }
    case 'kind':
    case 'game':
      params.push(v);
      return wrap(n.field === 'kind' ? 'c.kind = ?' : 'c.game = ?');
    default:
      break;
  }
  if (n.field in NUMBER_COLS) {
    if (n.field === 'group' && v === 'any') return wrap(`c.grp = 'ANY'`);
    if (n.field in COST_TEXT_COLS && v === 'x') return wrap(`${COST_TEXT_COLS[n.field]} = 'X'`);
    params.push(Number(v));
    return `${numberColumn(n.field)} ${SQL_OPS[n.op]} ?`;
  }
  const col = PIPE_COLS[n.field];
  if (v.endsWith('*')) {
    const stem = v.replace(/\*+$/, '');
    params.push(`|${stem}`);
  } else params.push(`|${v}|`);
  return wrap(`instr(coalesce(${col}, ''), ?) > 0`);
}

function compileNode(node: QueryNode, params: (string | number)[]): string {
  switch (node.type) {
    case 'word': {
      const expr = ftsWord(node.value, true);
      return expr ? ftsIn(expr, params) : '1';
    }
    case 'phrase': {
      const expr = ftsWord(node.value, false);
      if (!expr) return '1';
      const signed = signedText(node.value, [...NAME_COLS, ...TEXT_COLS], params);
      const match = ftsIn(expr, params);
      return signed ? `(${signed} AND ${match})` : match;
    }
    case 'field':
      return compileField(node, params);
    case 'not':
      return `NOT (${compileNode(node.child, params)})`;
    case 'or':
      return `(${node.children.map((c) => compileNode(c, params)).join(' OR ')})`;
    case 'and': {
      // Plain positive words and phrases of one AND share a single FTS lookup.
      const fts: string[] = [];
      const rest: string[] = [];
      const restParams: (string | number)[] = [];
      for (const c of node.children) {
        if (c.type === 'phrase' && SIGNED.test(c.value)) rest.push(compileNode(c, restParams));
        else if (c.type === 'word' || c.type === 'phrase') {
          const e = ftsWord(c.value, c.type === 'word');
          if (e) fts.push(e);
        } else rest.push(compileNode(c, restParams));
      }
      const parts: string[] = [];
      if (fts.length) parts.push(ftsIn(fts.join(' '), params));
      params.push(...restParams);
      parts.push(...rest);
      return parts.length ? `(${parts.join(' AND ')})` : '1';
    }
  }
}

/** Compiles an AST (or null = everything) to a WHERE fragment with bound parameters. */
export function compileQuery(ast: QueryNode | null): CompiledQuery {
  if (!ast) return { sql: '1', params: [] };
  // A query of one word of one or two letters (the first keystrokes) lists the cards with a
  // name word starting with it; texts are searched from the third letter on.
  if (ast.type === 'word') {
    const toks = ftsTokens(ast.value);
    if (toks.length === 1 && toks[0].length <= 2) return { sql: 'instr(c.names_n, ?) > 0', params: [` ${toks[0]}`] };
  }
  const params: (string | number)[] = [];
  const sql = compileNode(ast, params);
  return { sql, params };
}

/** Plain words of a query (positive, outside fields): used to rank name matches first. */
export function plainWords(ast: QueryNode | null): string[] {
  if (!ast) return [];
  if (ast.type === 'word') return [ast.value];
  if (ast.type === 'and') return ast.children.filter((c) => c.type === 'word').map((c) => (c as { value: string }).value);
  return [];
}
