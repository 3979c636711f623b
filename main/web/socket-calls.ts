import type { RawData, WebSocket } from 'ws';
import type { ApiResult } from '../common/errors';

/**
 * Service calls over the page's WebSocket (issue 28, item 5). An HTTP call costs the browser a
 * request, headers both ways and a keep-alive connection that may be reused or not: most of the
 * search box's round trip. The page's event stream is open anyway, so a call travels on it:
 *
 *   page → host  {"call": id, "op": ..., "input": ...}
 *   host → page  {"reply": id, "result": {ok, value | error}}   (events stay {name, payload})
 *
 * The stream was opened with the per-run token, from the host's own origin and Host (checked at
 * the upgrade, as every HTTP call is), so a call on it is the page's. The call goes to the same
 * dispatcher as `POST /api/call` (operation and input checked by the contract's zod schemas), with
 * the same call ids: a call the page sends again over HTTP when the stream drops is made once.
 * A message that is not a call (binary, not JSON, not an object, no valid id) is answered with the
 * same error as over HTTP and changes nothing; one over the stream's size limit closes the stream
 * (the `ws` limit), and the page sends such calls over HTTP.
 */

/** A call id, as over HTTP (`x-vitae-call`). */
export const CALL_ID = /^[A-Za-z0-9_-]{8,64}$/;

export type SocketMessage = { kind: 'call'; id: string; op: unknown; input: unknown } | { kind: 'refused'; detail: string };

function text(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

/** Reads one message of the page's stream. Never throws. */
export function readSocketMessage(data: RawData, isBinary: boolean): SocketMessage {
  if (isBinary) return { kind: 'refused', detail: 'binary message' };
  let body: unknown;
  try {
    body = JSON.parse(text(data));
  } catch {
    return { kind: 'refused', detail: 'not JSON' };
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { kind: 'refused', detail: 'not an object' };
  const { call, op, input } = body as { call?: unknown; op?: unknown; input?: unknown };
  if (typeof call !== 'string' || !CALL_ID.test(call)) return { kind: 'refused', detail: 'no valid call id' };
  return { kind: 'call', id: call, op, input };
}

/**
 * Answers the calls that arrive on one page stream with `answer` (the host's `answerOnce`). An
 * answer is sent only while the stream is open: a page that lost it asks again over HTTP.
 */
export function serveSocketCalls(ws: WebSocket, answer: (id: string, op: unknown, input: unknown) => Promise<unknown>): void {
  const reply = (id: string | null, result: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(`{"reply":${JSON.stringify(id)},"result":${JSON.stringify(result)}}`);
  };
  ws.on('message', (data, isBinary) => {
    const m = readSocketMessage(data, isBinary);
    if (m.kind === 'refused') {
      // no call id to answer: the page made no such call (its own calls always carry one)
      const refused: ApiResult<never> = { ok: false, error: { code: 'invalid_input', key: 'invalid_json', detail: m.detail } };
      return reply(null, refused);
    }
    answer(m.id, m.op, m.input).then(
      (r) => reply(m.id, r),
      () => reply(m.id, { ok: false, error: { code: 'internal', key: 'internal' } }),
    );
  });
}
