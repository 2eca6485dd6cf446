import { describe, expect, it } from "vitest";
import { sessionPhase } from "~/components/spa/session-timeout";
import { SESSION_WARNING_S } from "~/lib/session/timeouts";

const MIN = 60_000;

describe("sessionPhase: what the session warning shows (WCAG 2.2 SC 2.2.1)", () => {
  it("shows nothing until two minutes before the first of the two ends", () => {
    expect(sessionPhase(0, 30 * MIN, 600 * MIN)).toEqual({ phase: "quiet", end: 30 * MIN });
    expect(sessionPhase(30 * MIN - SESSION_WARNING_S * 1000 - 1, 30 * MIN, 600 * MIN).phase).toBe("quiet");
  });

  it("warns of the idle end, which can be extended, or of the absolute end, which cannot", () => {
    expect(sessionPhase(30 * MIN - SESSION_WARNING_S * 1000, 30 * MIN, 600 * MIN)).toEqual({ phase: "idle", end: 30 * MIN });
    expect(sessionPhase(599 * MIN, 620 * MIN, 600 * MIN)).toEqual({ phase: "absolute", end: 600 * MIN });
  });

  it("says the session has ended once the first end has passed", () => {
    expect(sessionPhase(30 * MIN, 30 * MIN, 600 * MIN)).toEqual({ phase: "ended", end: 30 * MIN });
    expect(sessionPhase(601 * MIN, 620 * MIN, 600 * MIN)).toEqual({ phase: "ended", end: 600 * MIN });
  });
});
