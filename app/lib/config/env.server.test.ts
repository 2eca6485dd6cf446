import { afterEach, describe, expect, it } from "vitest";
import { HTTP_TIMEOUT_MS } from "~/lib/config/constants";
import { resetServerEnvCache, serverEnv, shareRunSecrets, upstreamConfig } from "~/lib/config/env.server";

const saved = { ...process.env };
// Each case starts from no upstream origins and no shared store (REDIS_URL), whatever the shell
// that runs the tests has set.
const UPSTREAM_UNSET = { API_HZ_ORIGIN: undefined, API_JY_ORIGIN: undefined, SANDBOX_ORIGIN: undefined, REDIS_URL: undefined };
function withEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerEnvCache();
}
afterEach(() => {
  process.env = { ...saved };
  resetServerEnvCache();
});

describe("serverEnv: a public deployment brings its own secrets", () => {
  const KEY = "-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----";
  const SECRET = "s".repeat(32);

  it("refuses production over https with the published chat secret or without an RSA key", () => {
    withEnv({
      ...UPSTREAM_UNSET,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://www.dolphin-securities.sg",
      CHAT_SECRET: undefined,
      COOKIE_SECRET: SECRET,
      RSA_PUBLIC_KEY: KEY,
    });
    expect(() => serverEnv()).toThrow(/CHAT_SECRET/);
    withEnv({ CHAT_SECRET: SECRET, COOKIE_SECRET: undefined });
    expect(() => serverEnv()).toThrow(/COOKIE_SECRET/);
    withEnv({ COOKIE_SECRET: SECRET });
    withEnv({ CHAT_SECRET: "short" });
    expect(() => serverEnv()).toThrow(/CHAT_SECRET/);
    withEnv({ CHAT_SECRET: SECRET, RSA_PUBLIC_KEY: undefined });
    expect(() => serverEnv()).toThrow(/RSA_PUBLIC_KEY/);
  });

  it("accepts them when set, and the defaults where the site is not public (development, the sandbox, http)", () => {
    withEnv({
      ...UPSTREAM_UNSET,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://www.dolphin-securities.sg",
      CHAT_SECRET: SECRET,
      COOKIE_SECRET: SECRET,
      RSA_PUBLIC_KEY: KEY,
    });
    expect(serverEnv().CHAT_SECRET).toBe(SECRET);
    withEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined, CHAT_SECRET: undefined, RSA_PUBLIC_KEY: undefined });
    expect(() => serverEnv()).not.toThrow();
    withEnv({ NODE_ENV: "development", PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" });
    expect(() => serverEnv()).not.toThrow();
    // A sandbox started apart (the measuring scripts, the cluster test).
    withEnv({ NODE_ENV: "production", PUBLIC_ORIGIN: undefined, SANDBOX_ORIGIN: "http://127.0.0.1:4300" });
    expect(() => serverEnv()).not.toThrow();
    // Never over https.
    withEnv({ PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" });
    expect(() => serverEnv()).toThrow(/CHAT_SECRET/);
  });

  it("refuses production with any other upstream and the repository's secrets, even without https", () => {
    withEnv({
      ...UPSTREAM_UNSET,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: undefined,
      API_HZ_ORIGIN: "https://hz-api.dolphin-securities.sg",
      CHAT_SECRET: undefined,
      COOKIE_SECRET: undefined,
      RSA_PUBLIC_KEY: undefined,
    });
    const error = (() => {
      try {
        serverEnv();
      } catch (thrown) {
        return String(thrown);
      }
      return "";
    })();
    expect(error).toMatch(/CHAT_SECRET/);
    expect(error).toMatch(/PUBLIC_ORIGIN/);
    expect(error).toMatch(/COOKIE_SECRET/);
    expect(error).toMatch(/RSA_PUBLIC_KEY/);
    // Loopback origins are no proof of a sandbox: a real upstream can sit behind a local proxy.
    withEnv({ API_HZ_ORIGIN: "http://127.0.0.1:4300", API_JY_ORIGIN: "http://127.0.0.1:4300" });
    expect(() => serverEnv()).toThrow(/CHAT_SECRET/);
    // One set and the other unset: the unset one is the environment's real host.
    withEnv({ API_HZ_ORIGIN: "http://127.0.0.1:4300", API_JY_ORIGIN: undefined });
    expect(() => serverEnv()).toThrow(/CHAT_SECRET/);
    withEnv({ CHAT_SECRET: SECRET, COOKIE_SECRET: SECRET, RSA_PUBLIC_KEY: KEY });
    expect(() => serverEnv()).toThrow(/PUBLIC_ORIGIN/);
    withEnv({ PUBLIC_ORIGIN: "https://www.dolphin-securities.sg" });
    expect(() => serverEnv()).not.toThrow();
  });
});

describe("serverEnv: secrets of a run", () => {
  it("refuses the development values once published in the repository, in any mode", () => {
    for (const [name, value] of [
      ["COOKIE_SECRET", "sandbox-cookie-secret-change-me"],
      ["CHAT_SECRET", "sandbox-chat-secret-change-me"],
      ["COOKIE_SECRET", `${"n".repeat(32)},sandbox-cookie-secret-change-me`],
    ]) {
      withEnv({ ...UPSTREAM_UNSET, NODE_ENV: "development", CHAT_SECRET: undefined, COOKIE_SECRET: undefined, [name]: value });
      expect(() => serverEnv(), value).toThrow(new RegExp(name));
    }
    withEnv({ COOKIE_SECRET: " , " });
    expect(() => serverEnv()).toThrow(/COOKIE_SECRET/);
  });

  it("makes random ones when none is configured, the same for the process's life, and hands them to the workers it starts", () => {
    withEnv({ ...UPSTREAM_UNSET, NODE_ENV: "production", PUBLIC_ORIGIN: undefined, CHAT_SECRET: undefined, COOKIE_SECRET: undefined });
    const { CHAT_SECRET, COOKIE_SECRET } = serverEnv();
    expect(COOKIE_SECRET).toMatch(/^[\w-]{43}$/);
    expect(CHAT_SECRET).toMatch(/^[\w-]{43}$/);
    expect(CHAT_SECRET).not.toBe(COOKIE_SECRET);
    expect(process.env.COOKIE_SECRET).toBeUndefined();
    resetServerEnvCache();
    expect(serverEnv().COOKIE_SECRET).toBe(COOKIE_SECRET);
    // A cluster's primary: its environment, which the workers inherit, carries them from now on.
    shareRunSecrets();
    expect(process.env.COOKIE_SECRET).toBe(COOKIE_SECRET);
    expect(process.env.CHAT_SECRET).toBe(CHAT_SECRET);
  });

  it("keeps a configured list as it is", () => {
    withEnv({
      ...UPSTREAM_UNSET,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://www.dolphin-securities.sg",
      CHAT_SECRET: "c".repeat(32),
      COOKIE_SECRET: `${"n".repeat(32)},${"o".repeat(32)}`,
      RSA_PUBLIC_KEY: "k",
    });
    expect(serverEnv().COOKIE_SECRET).toBe(`${"n".repeat(32)},${"o".repeat(32)}`);
    // Every entry of a public deployment's list is long enough.
    withEnv({ COOKIE_SECRET: `${"n".repeat(32)},short` });
    expect(() => serverEnv()).toThrow(/COOKIE_SECRET/);
  });
});

describe("serverEnv: an instance with company (REDIS_URL) shares its cookie secret", () => {
  it("refuses REDIS_URL without a COOKIE_SECRET, or with a short one, in any mode, and names it", () => {
    for (const NODE_ENV of ["development", "production"]) {
      withEnv({ ...UPSTREAM_UNSET, NODE_ENV, PUBLIC_ORIGIN: undefined, CHAT_SECRET: undefined, COOKIE_SECRET: undefined, REDIS_URL: "redis://127.0.0.1:6390" });
      expect(() => serverEnv(), NODE_ENV).toThrow(/must be set, the same on every instance[^]*at COOKIE_SECRET/);
      withEnv({ COOKIE_SECRET: `${"n".repeat(32)},short` });
      expect(() => serverEnv(), NODE_ENV).toThrow(/COOKIE_SECRET/);
    }
  });

  it("accepts REDIS_URL with a COOKIE_SECRET, and no REDIS_URL without one", () => {
    withEnv({
      ...UPSTREAM_UNSET,
      NODE_ENV: "production",
      PUBLIC_ORIGIN: undefined,
      CHAT_SECRET: undefined,
      COOKIE_SECRET: "n".repeat(32),
      REDIS_URL: "redis://127.0.0.1:6390",
    });
    expect(serverEnv().COOKIE_SECRET).toBe("n".repeat(32));
    withEnv({ REDIS_URL: undefined, COOKIE_SECRET: undefined });
    expect(serverEnv().COOKIE_SECRET).toMatch(/^[\w-]{43}$/);
  });
});

describe("serverEnv: the upstream is the sandbox or the real services, not both", () => {
  it("refuses SANDBOX_ORIGIN beside an API origin", () => {
    withEnv({ ...UPSTREAM_UNSET, NODE_ENV: "development", SANDBOX_ORIGIN: "http://127.0.0.1:4300", API_JY_ORIGIN: "https://jy-api.dolphin-securities.sg" });
    expect(() => serverEnv()).toThrow(/SANDBOX_ORIGIN/);
  });

  it("sends both services to SANDBOX_ORIGIN, also when the server sets it after reading the environment", () => {
    withEnv({ ...UPSTREAM_UNSET, NODE_ENV: "development" });
    serverEnv();
    process.env.SANDBOX_ORIGIN = "http://127.0.0.1:4399";
    const config = upstreamConfig("localhost:3000");
    expect([config.hzOrigin, config.jyOrigin, config.analyticsOrigin]).toEqual(["http://127.0.0.1:4399", "http://127.0.0.1:4399", "http://127.0.0.1:4399"]);
    withEnv({ SANDBOX_ORIGIN: undefined, API_HZ_ORIGIN: "https://hz.example.sg", API_JY_ORIGIN: "https://jy.example.sg" });
    expect([upstreamConfig("localhost:3000").hzOrigin, upstreamConfig("localhost:3000").jyOrigin]).toEqual(["https://hz.example.sg", "https://jy.example.sg"]);
  });
});

describe("serverEnv: the upstream timeout", () => {
  it("is product.md §Upstream's 10 s unless configured, and refuses what is not a whole number of ms from 100", () => {
    withEnv({ ...UPSTREAM_UNSET, UPSTREAM_TIMEOUT_MS: undefined });
    expect(serverEnv().UPSTREAM_TIMEOUT_MS).toBe(HTTP_TIMEOUT_MS);
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    withEnv({ UPSTREAM_TIMEOUT_MS: "5000" });
    expect(serverEnv().UPSTREAM_TIMEOUT_MS).toBe(5_000);
    for (const value of ["0", "99", "1.5", "soon"]) {
      withEnv({ ...UPSTREAM_UNSET, UPSTREAM_TIMEOUT_MS: value });
      expect(() => serverEnv(), value).toThrow(/UPSTREAM_TIMEOUT_MS/);
    }
  });
});

describe("serverEnv: the text-message budgets", () => {
  it("are 600 an hour to +65 and 60 to each other area code unless configured", () => {
    withEnv({ ...UPSTREAM_UNSET, SMS_BUDGET_HOME_PER_HOUR: undefined, SMS_BUDGET_ABROAD_PER_HOUR: undefined });
    expect([serverEnv().SMS_BUDGET_HOME_PER_HOUR, serverEnv().SMS_BUDGET_ABROAD_PER_HOUR]).toEqual([600, 60]);
    withEnv({ SMS_BUDGET_HOME_PER_HOUR: "2000", SMS_BUDGET_ABROAD_PER_HOUR: "10" });
    expect([serverEnv().SMS_BUDGET_HOME_PER_HOUR, serverEnv().SMS_BUDGET_ABROAD_PER_HOUR]).toEqual([2000, 10]);
  });

  it("refuse a number that would send nothing or is not a whole number", () => {
    for (const value of ["0", "-5", "1.5", "many"]) {
      withEnv({ ...UPSTREAM_UNSET, SMS_BUDGET_ABROAD_PER_HOUR: value });
      expect(() => serverEnv(), value).toThrow(/SMS_BUDGET_ABROAD_PER_HOUR/);
    }
  });
});
