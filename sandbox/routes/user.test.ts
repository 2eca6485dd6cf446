import { randomBytes, scryptSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUser } from "../accounts";
import * as crypto from "../crypto";
import { type Db, openDatabase } from "../db";
import { Faults } from "../faults";
import { createSandboxApp } from "../server";

// The user service's own password check, watched: what each login verified the password against.
vi.mock("../crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../crypto")>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const verifyPassword = vi.mocked(crypto.verifyPassword);

let db: Db;
let server: Server;
let url: string;

beforeAll(async () => {
  db = openDatabase(":memory:");
  server = createServer(createSandboxApp(db, new Faults(), { quiet: true }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  db.close();
});
beforeEach(() => {
  verifyPassword.mockClear();
});

async function login(email: string, password: string): Promise<number> {
  const res = await fetch(`${url}/user-server-sg/web/web-password-login/v2`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ loginType: "email", email, password: crypto.encryptPassword(password) }),
  });
  return ((await res.json()) as { code: number }).code;
}

/** A stored hash of `plain` made with scrypt cost `N` (as a store seeded under another SANDBOX_SCRYPT_N holds). */
function hashWithCost(plain: string, N: number): string {
  const salt = randomBytes(16);
  return ["scrypt", N, 8, 1, salt.toString("base64"), scryptSync(plain, salt, 32, { N, r: 8, p: 1 }).toString("base64")].join("$");
}

/** The scrypt parameters of a stored hash: "scrypt$N$r$p". */
const params = (hash: string) => hash.split("$").slice(0, 4).join("$");

describe("web-password-login/v2: the same work for an unknown account as for a wrong password", () => {
  it("verifies an unknown account's password against a hash of the stored hashes' cost", async () => {
    const known = hashWithCost("Known12345", 2048);
    createUser(db, { email: "known@example.com", passwordHash: known });

    expect(await login("known@example.com", "Wrong12345")).toBe(200002);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(verifyPassword.mock.calls[0]).toEqual(["Wrong12345", known]);

    expect(await login("nobody@example.com", "Wrong12345")).toBe(200002);
    expect(verifyPassword).toHaveBeenCalledTimes(2);
    const [plain, dummy] = verifyPassword.mock.calls[1]!;
    expect(plain).toBe("Wrong12345");
    expect(dummy).not.toBe(known);
    // The same scrypt cost as the stored hash, not the cost of new hashes (16384 by default).
    expect(params(dummy)).toBe(params(known));
  });

  it("follows the newest stored hash's cost", async () => {
    const newer = hashWithCost("Newer12345", 1024);
    createUser(db, { email: "newer@example.com", passwordHash: newer });
    expect(await login("nobody-else@example.com", "Wrong12345")).toBe(200002);
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(params(verifyPassword.mock.calls[0]![1])).toBe("scrypt$1024$8$1");
    // A right password still signs in.
    expect(await login("newer@example.com", "Newer12345")).toBe(0);
  });
});
