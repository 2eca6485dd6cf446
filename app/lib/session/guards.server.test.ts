import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { pendingTwoStepCookie } from "~/lib/account/two-step-cookie.server";
import { runGuards } from "~/lib/session/guards.server";
import type { UpstreamContext } from "~/lib/upstream/client.server";

/** The user service's current-user answer: a live session unless a test ends it (300101). */
const userService = vi.hoisted(() => ({ ended: false, calls: 0 }));
vi.mock("~/services/user/user.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/services/user/user.server")>()),
  getCurrentUser: (ctx: UpstreamContext) => {
    userService.calls += 1;
    if (!userService.ended) return Promise.resolve({ dolphinNo: "D1", nickname: "n", avatar: "", openedAccount: false, extendStatusBit: 0, uuid: "u1" });
    ctx.onLoginExpired?.();
    return Promise.reject(new Error("login expired (300101)"));
  },
}));

const context = (): AppLoadContext => ({
  cspNonce: "",
  clientIp: "",
  requestId: "",
  appendSetCookie() {},
  rateLimitedSeconds: null,
  state: { loggedOut: false },
  cache: { personal: false },
  setScriptHashes() {},
});
const request = (path: string, init: { cookie?: string; ua?: string } = {}) =>
  new Request(`http://localhost${path}`, { headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.ua ? { "User-Agent": init.ua } : {}) } });

async function outcome(names: string[], req: Request, ctx = context()): Promise<{ status: number; location?: string | null; body?: unknown } | "pass"> {
  try {
    await runGuards(names, { request: req, context: ctx });
    return "pass";
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    const body = thrown.headers.get("Content-Type")?.includes("json") ? await thrown.json() : undefined;
    return { status: thrown.status, location: thrown.headers.get("Location"), body };
  }
}

const SIGNED_IN = "uuid=u1; token=t1";

describe("route guards", () => {
  it("auth sends an anonymous visitor to sign-in with a safe redirectTo, keeping locale and campaign codes", async () => {
    expect(await outcome(["auth"], request("/cn/payment-records?page=2&ICode=I1"))).toEqual({
      status: 302,
      location: "/cn/sign-in?redirectTo=%2Fpayment-records%3Fpage%3D2%26ICode%3DI1&ICode=I1",
      body: undefined,
    });
    expect(await outcome(["auth"], request("/payment-records", { cookie: SIGNED_IN }))).toBe("pass");
  });
  it("auth treats a session ended by a 300101 answer during this request as signed out", async () => {
    const ctx = context();
    ctx.state.loggedOut = true;
    expect(await outcome(["auth"], request("/payment-records", { cookie: SIGNED_IN }), ctx)).toMatchObject({ status: 302 });
  });
  it("auth asks the current user first: a session it finds ended (300101) goes to sign-in as a document, told why", async () => {
    userService.ended = true;
    userService.calls = 0;
    try {
      const ctx = context();
      const cookies: string[] = [];
      ctx.appendSetCookie = (cookie) => cookies.push(cookie);
      let thrown: unknown;
      await runGuards(["auth"], { request: request("/payment-records", { cookie: SIGNED_IN }), context: ctx }).catch((error: unknown) => (thrown = error));
      expect(thrown).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fpayment-records");
      expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
      expect(response.headers.get("Set-Cookie")).toMatch(/^toast=/);
      // The session cookies go on the same response, and the user service was asked once.
      expect(cookies.some((cookie) => cookie.startsWith("token=;"))).toBe(true);
      expect(userService.calls).toBe(1);
    } finally {
      userService.ended = false;
    }
  });
  it("guest sends a signed-in visitor home, or to a safe redirectTo", async () => {
    expect(await outcome(["guest"], request("/sign-in"))).toBe("pass");
    expect(await outcome(["guest"], request("/hk/sign-in", { cookie: SIGNED_IN }))).toMatchObject({ status: 302, location: "/hk" });
    expect(await outcome(["guest"], request("/sign-in?redirectTo=%2Fpricing", { cookie: SIGNED_IN }))).toMatchObject({ location: "/pricing" });
    expect(await outcome(["guest"], request("/sign-in?redirectTo=%2F%2Fevil.com", { cookie: SIGNED_IN }))).toMatchObject({ location: "/" });
  });
  it("twoStep lets a pending two-step sign-in through", async () => {
    const pending = pendingTwoStepCookie.write({ tokenKey: "k", phone: "8123****", account: "a@example.com", redirectTo: "/" }).split(";")[0];
    expect(await outcome(["twoStep"], request("/two-step-verification", { cookie: pending }))).toBe("pass");
    // An unsigned one (the cookie's old form) is no challenge in progress.
    const unsigned = `twostep=${encodeURIComponent(JSON.stringify({ tokenKey: "k", phone: "8123****", account: "a@example.com", redirectTo: "/" }))}`;
    expect(await outcome(["twoStep"], request("/two-step-verification", { cookie: unsigned }))).toMatchObject({ status: 302 });
    expect(await outcome(["twoStep"], request("/two-step-verification"))).toMatchObject({ status: 302 });
  });
  it("app sends visitors outside the company app to the app download page", async () => {
    expect(await outcome(["app"], request("/activity/stock", { ua: "Mozilla/5.0 (iPhone) DolphinApp/5.0" }))).toBe("pass");
    expect(await outcome(["app"], request("/cn/activity/stock", { ua: "Mozilla/5.0 (iPhone)" }))).toMatchObject({ location: "/cn/download-app" });
  });
  it("runs several guards in order and stops at the first that refuses", async () => {
    expect(await outcome(["guest", "auth"], request("/feedback"))).toMatchObject({ status: 302, location: expect.stringContaining("/sign-in") });
    expect(await outcome(["auth", "guest"], request("/feedback", { cookie: SIGNED_IN }))).toMatchObject({ location: "/" });
  });
  it("an unknown name is a 500 with 'Unknown middleware' and the name, translated", async () => {
    expect(await outcome(["auth", "nope"], request("/feedback", { cookie: SIGNED_IN }))).toEqual({
      status: 500,
      location: null,
      body: { message: "Unknown middleware nope" },
    });
    expect(await outcome(["nope"], request("/cn/feedback"))).toMatchObject({ body: { message: "未知的中间件 nope" } });
    expect(await outcome(["constructor"], request("/feedback"))).toMatchObject({ status: 500 });
  });
  it("a URL that is no page, such as an unknown locale prefix, is a 404 before any guard runs", async () => {
    expect(await outcome([], request("/xx/sign-in"))).toMatchObject({ status: 404 });
    expect(await outcome(["guest"], request("/xx/sign-in", { cookie: SIGNED_IN }))).toMatchObject({ status: 404 });
    expect(await outcome([], request("/hk/sign-in"))).toBe("pass");
  });
});
