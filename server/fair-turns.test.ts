import { describe, expect, it } from "vitest";
import { fairTurns } from "./fair-turns";

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("fairTurns", () => {
  it("starts at most perTurn requests per event-loop turn, first come first served, and every request in the end", async () => {
    const middleware = fairTurns(2);
    const started: number[] = [];
    for (let i = 0; i < 7; i++) middleware({}, {}, () => started.push(i));
    expect(started).toEqual([0, 1]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await turn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("a request arriving while others wait queues behind them", async () => {
    const middleware = fairTurns(1);
    const started: string[] = [];
    middleware({}, {}, () => started.push("a"));
    middleware({}, {}, () => started.push("b"));
    await turn();
    middleware({}, {}, () => started.push("c"));
    expect(started).toEqual(["a", "b"]);
    await turn();
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("an idle server starts a request at once, also after a busy spell", async () => {
    const middleware = fairTurns(1);
    const started: string[] = [];
    middleware({}, {}, () => started.push("a"));
    middleware({}, {}, () => started.push("b"));
    for (let i = 0; i < 3; i++) await turn();
    middleware({}, {}, () => started.push("c"));
    expect(started).toEqual(["a", "b", "c"]);
  });

  it("0 turns the queue off", () => {
    const middleware = fairTurns(0);
    let count = 0;
    for (let i = 0; i < 10; i++) middleware({}, {}, () => count++);
    expect(count).toBe(10);
  });
});
