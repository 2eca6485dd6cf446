import { describe, expect, it, vi } from "vitest";
import { UpstreamError } from "~/lib/upstream/client.server";

const counted = vi.hoisted(() => [] as string[]);
vi.mock("~/lib/observability/telemetry.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/observability/telemetry.server")>()),
  countSignIn: (kind: string, outcome: string) => counted.push(`${kind} ${outcome}`),
}));

const { countedSignIn, countFailedSignIn, signInFailure } = await import("~/lib/account/sign-in-outcome.server");

const path = "/user-server-sg/web/web-password-login/v2";

describe("signInFailure: a failed sign-in step's outcome", () => {
  it("is rejected for the user service's refusal (a business answer)", () => {
    expect(signInFailure(new UpstreamError({ kind: "business", code: 200002, msg: "Wrong account or password", path }))).toBe("rejected");
  });
  it("is an upstream failure for a time-out, a 5xx, garbage, an open breaker or an unexpected error", () => {
    expect(signInFailure(new UpstreamError({ kind: "network", path }))).toBe("upstream_failure");
    expect(signInFailure(new UpstreamError({ kind: "busy", httpStatus: 503, path }))).toBe("upstream_failure");
    expect(signInFailure(new UpstreamError({ kind: "busy", httpStatus: 200, path }))).toBe("upstream_failure");
    expect(signInFailure(new UpstreamError({ kind: "network", path, breakerOpen: true }))).toBe("upstream_failure");
    expect(signInFailure(new Error("boom"))).toBe("upstream_failure");
  });
});

describe("countedSignIn and countFailedSignIn", () => {
  it("count an attempt once as it settles, and settle as the call does", async () => {
    counted.length = 0;
    await expect(countedSignIn("personal", Promise.resolve("session"))).resolves.toBe("session");
    const refusal = new UpstreamError({ kind: "business", code: 200002, msg: "Wrong code", path });
    await expect(countedSignIn("two_step", Promise.reject(refusal))).rejects.toBe(refusal);
    const down = new UpstreamError({ kind: "network", path });
    await expect(Promise.reject(down).catch(countFailedSignIn("institutional"))).rejects.toBe(down);
    expect(counted).toEqual(["personal signed_in", "two_step rejected", "institutional upstream_failure"]);
  });
});
