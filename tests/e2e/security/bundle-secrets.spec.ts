/**
 * The customer-support chat is signed on the server, so its secret must never
 * reach the browser. After the production build, no file under public/build/ (every script,
 * stylesheet and asset the browser can fetch) holds the test server's CHAT_SECRET, the default
 * secret or a private key; neither do the HTML of pages (which carries the root data) nor the
 * redirect that the chat route (/chat) answers with the signed link.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import config from "../../../playwright.config";
import { expect, test } from "../fixtures";

const BUILD_DIR = join(process.cwd(), "public", "build");
const serverEnv = (config.webServer as { env: Record<string, string> }).env;
const FORBIDDEN = [serverEnv.CHAT_SECRET, "sandbox-chat-secret-change-me", "BEGIN PRIVATE KEY"];

/** Every file below `dir` (Node's recursive readdir). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

test("the built browser bundle holds no secret", () => {
  expect(serverEnv.CHAT_SECRET).toBe("e2e-chat-secret-3f9a1c");
  const files = filesUnder(BUILD_DIR);
  expect(files.filter((f) => f.endsWith(".js")).length, "a production build exists").toBeGreaterThan(10);
  for (const file of files) {
    const text = readFileSync(file).toString("latin1");
    for (const secret of FORBIDDEN) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
});

test("pages' HTML and root data hold no secret; the chat route's redirect holds only the signature made with it", async ({ request }) => {
  for (const path of ["/", "/cn/sign-in", "/hk/discover", "/no-such-page"]) {
    const html = await (await request.get(path)).text();
    for (const secret of FORBIDDEN) expect(html.includes(secret), `${secret} in ${path}`).toBe(false);
    // The chat link is signed when it is followed (/chat), never in a page.
    expect(html.includes("signature="), path).toBe(false);
  }
  for (const path of ["/chat", "/cn/chat"]) {
    const location = (await request.get(path, { maxRedirects: 0 })).headers().location ?? "";
    expect(location, path).toMatch(/signature=[0-9A-F]{40}/);
    for (const secret of FORBIDDEN) expect(location.includes(secret), `${secret} in ${path}'s redirect`).toBe(false);
  }
});
