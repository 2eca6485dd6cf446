/**
 * Fair turns: at most `perTurn` requests start per turn of the event loop; the others wait, first
 * come first served, for the next turns.
 *
 * Why: since libuv 1.45 (libuv/libuv#3696, Node 20+) a server accepts ONE new connection per
 * event-loop turn. Under saturation a turn could start a render for every connection that had a
 * request ready (hundreds), so a turn lasted hundreds of ms and a new visitor's connection waited
 * in the kernel's accept queue for seconds — in the load test, 30 s client time-outs while no
 * request took over 2.5 s once the server had it (docs/performance.md). Bounding the
 * work each turn starts keeps turns short, so connections are accepted as they come; the queue
 * holds no slot while a request waits on the upstream (unlike a concurrency limit), so a slow
 * upstream stalls nothing. Throughput is unchanged: the same work, in smaller turns.
 *
 * @param perTurn requests started per turn (REQUESTS_PER_TURN; 0 turns the queue off)
 * @returns Express-style middleware `(req, res, next) => void`
 */
export function fairTurns(perTurn: number): (req: unknown, res: unknown, next: () => void) => void {
  if (perTurn <= 0) return (_req, _res, next) => next();
  const waiting: Array<() => void> = [];
  let startedThisTurn = 0;
  let turnScheduled = false;

  function nextTurn() {
    turnScheduled = false;
    startedThisTurn = 0;
    while (waiting.length > 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      waiting.shift()!();
    }
    if (waiting.length > 0 || startedThisTurn > 0) scheduleTurn();
  }

  function scheduleTurn() {
    if (turnScheduled) return;
    turnScheduled = true;
    // setImmediate runs after the poll phase, where libuv accepts a connection and reads sockets.
    setImmediate(nextTurn);
  }

  return (_req, _res, next) => {
    if (waiting.length === 0 && startedThisTurn < perTurn) {
      startedThisTurn += 1;
      scheduleTurn();
      next();
      return;
    }
    waiting.push(next);
    scheduleTurn();
  };
}
