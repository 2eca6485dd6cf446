import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { initialSessionState, loginExpiredHandler, signInAgainIfExpired } from "~/lib/session/login-expired.server";

function context(loggedOut = false) {
  const cookies: string[] = [];
  const ctx = { appendSetCookie: (value: string) => cookies.push(value), state: { loggedOut } } as unknown as AppLoadContext;
  return { ctx, cookies };
}

async function thrown(run: () => void): Promise<Response | undefined> {
  try {
    run();
  } catch (error) {
    return error as Response;
  }
  return undefined;
}

describe("login expired", () => {
  it("the first 300101 answer ends the session for the request and clears its cookies once", () => {
    const { ctx, cookies } = context();
    const onLoginExpired = loginExpiredHandler(ctx);
    onLoginExpired();
    onLoginExpired();
    expect(ctx.state.loggedOut).toBe(true);
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(["uuid", "token", expect.any(String)]);
    expect(cookies.every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });
  it("a page whose session ended sends the visitor to sign-in with the toast and a way back", async () => {
    const { ctx } = context(true);
    const response = await thrown(() => signInAgainIfExpired(new Request("http://x/cn/payment-records?page=2"), ctx));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("Location")).toBe("/cn/sign-in?redirectTo=%2Fpayment-records%3Fpage%3D2");
    expect(response?.headers.get("Set-Cookie")).toMatch(/^toast=/);
  });
  it("a live session's page goes on", async () => {
    expect(await thrown(() => signInAgainIfExpired(new Request("http://x/payment-records"), context().ctx))).toBeUndefined();
  });
  it("the session clock's verdict becomes the request's state", () => {
    expect(initialSessionState({ sessionEnded: true })).toEqual({ loggedOut: true, timedOut: true });
    expect(initialSessionState({ sessionEndsInS: 60 })).toEqual({ loggedOut: false, sessionEndsInS: 60 });
  });
});
