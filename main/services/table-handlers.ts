import type { Handlers } from '../api/dispatcher';
import type { tableOps } from '../api/ops/table';
import type { TableService } from './table';

type TableOpName = keyof typeof tableOps;

/** The handlers of the table.* operations (spread into createHandlers). */
export function tableHandlers(tables: TableService): Pick<Handlers, TableOpName> {
  return {
    'table.open': ({ id, botDelayMs }) => tables.open(id, { botDelayMs }),
    'table.close': ({ table }) => {
      tables.close(table);
      return null;
    },
    'table.info': ({ table }) => tables.info(table),
    'table.issue': ({ table, seat }) => tables.issue(table, seat),
    'table.revoke': ({ table, seat }) => tables.revoke(table, seat),
    'table.assign': ({ table, seat, to, bot }) => tables.assign(table, seat, to, bot),
    'table.turn': ({ table, tokens, onScreen }) => tables.turn(table, tokens, onScreen ?? null),
    'table.view': ({ table, token, logAfter }) => tables.view(table, token, logAfter),
    'table.choose': ({ table, token, step, option, logAfter }) => tables.choose(table, token, step, option, logAfter),
    'table.undo': ({ table, token, step, logAfter }) => tables.undo(table, token, step, logAfter),
    'table.log': ({ table, token, before, limit }) => tables.logPage(table, token, before, limit),
    'table.standing': ({ table, token, standing, logAfter }) => tables.setStanding(table, token, standing, logAfter),
    'table.board': ({ table, token, logAfter }) => tables.board(table, token ?? null, logAfter),
  };
}
