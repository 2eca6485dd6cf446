/**
 * Shared browser-test fixtures: every test gets its own client address (X-Forwarded-For, trusted
 * from loopback) so per-address rate limits of one test never touch another; a page fails its
 * test when it logs a console error (CSP violations, hydration errors), except the browser's own
 * "Failed to load resource" lines for statuses a test expects; `sandbox` reads the captcha outbox
 * and what the upstream calls stored, creates users and injects faults.
 */
import { constants, publicEncrypt, randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from "@playwright/test";
import { SANDBOX_PORT, SITE_PORT } from "../../playwright.config";

export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;

/**
 * The Origin a page of the site sends with the form posts it makes, for the posts a test makes
 * itself through the `request` fixture or `page.request`, which send no Origin, Referer or
 * Sec-Fetch-Site: the site refuses a post that says nowhere where it comes from (docs/security.md
 * §Request forgery).
 */
export const FROM_SITE = { Origin: `http://localhost:${SITE_PORT}` } as const;

/**
 * How page.waitForFunction polls: every 50 ms, not on animation frames (its default). Under two
 * busy workers Chromium may run no frame for many seconds, and a wait on frames then outlasts the
 * test on a page that is ready. `npm run lint` asks every call for its polling.
 */
export const POLL = { polling: 50 } as const;

export interface SandboxApi {
  /** The latest captcha sent to a phone ("+6581234567") or email. */
  latestCode(to: string): Promise<string>;
  /** Every code delivered to a phone ("+6581234567") or email, the latest first (at most 100). */
  outbox(to: string): Promise<Array<{ type: string; code: string; channel: "sms" | "email" }>>;
  createUser(user: {
    email?: string;
    areaCode?: string;
    phoneNumber?: string;
    password: string;
    twoStep?: boolean;
    institutionId?: string;
    openedAccount?: boolean;
  }): Promise<{ uuid: string; dolphinNo: string }>;
  fault(fault: {
    path: string;
    mode: "delay" | "hang" | "status" | "garbage" | "reset" | "code";
    ms?: number;
    status?: number;
    code?: number;
    msg?: string;
    /** How many requests it hits before it removes itself; unlimited when absent. */
    times?: number;
  }): Promise<void>;
  /** The requests each active fault has caught, by path (how many calls reached a faulted service). */
  faultHits(): Promise<Record<string, number>>;
  clearFaults(): Promise<void>;
  expireCaptcha(to: string): Promise<void>;
  /** Ends a session token on the upstream: its next call answers code 300101. */
  expireToken(token: string): Promise<void>;
  analytics(event?: string): Promise<Array<{ project: string; event: string; properties: Record<string, unknown> }>>;
  /**
   * What the upstream calls stored (sandbox/README.md "Reading back what was stored"), newest first:
   * `suggestions` (crm submit-suggestion-info), `open-api-applications` (crm submit-open-api-apply,
   * with the applicant's `uuid`), `users` (user web-password-register; no password hashes). Rows
   * carry every stored column in camelCase, so a new column needs no change here; `filter`
   * matches columns by equality.
   */
  stored(list: StoredList, filter?: Record<string, string | number>): Promise<Array<Record<string, unknown>>>;
  /** The upstream requests the sandbox received with this X-Uid (a user's uuid), oldest first. */
  requests(uid: string): Promise<Array<{ method: string; path: string; lang: string; uid: string }>>;
}

/** The sandbox's read-back lists (GET /__sandbox/<list>). */
export type StoredList = "suggestions" | "open-api-applications" | "users";

export function randomIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/** A unique email for a test's own account. */
export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomInt(1e9).toString(36)}@example.com`;
}

/** A unique Singapore mobile number: 8 digits from 81 to 98, ranges libphonenumber holds valid (800 and 99x are not mobiles). */
export function uniquePhone(): string {
  return `${randomInt(81, 99)}${String(randomInt(0, 999_999)).padStart(6, "0")}`;
}

async function sandboxCall(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${SANDBOX}${path}`, init);
  if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

const sandboxApi: SandboxApi = {
  async latestCode(to) {
    // The page may show "code sent" a moment before the outbox is read: poll briefly.
    for (let attempt = 0; attempt < 25; attempt++) {
      const list = (await (await sandboxCall(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as
        Array<{ code: string }> | { data: Array<{ code: string }> };
      const items = Array.isArray(list) ? list : list.data;
      if (items.length) return items[0].code;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`no captcha sent to ${to}`);
  },
  async outbox(to) {
    return (await (await sandboxCall(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as Array<{
      type: string;
      code: string;
      channel: "sms" | "email";
    }>;
  },
  async createUser(user) {
    const body = (await (
      await sandboxCall("/__sandbox/users", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(user) })
    ).json()) as { uuid: string; dolphinNo: string } | { data: { uuid: string; dolphinNo: string } };
    return "data" in body ? body.data : body;
  },
  async fault(fault) {
    await sandboxCall("/__sandbox/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fault) });
  },
  async faultHits() {
    const faults = (await (await sandboxCall("/__sandbox/faults")).json()) as Array<{ path: string; hits: number }>;
    return Object.fromEntries(faults.map((fault) => [fault.path, fault.hits]));
  },
  async clearFaults() {
    await sandboxCall("/__sandbox/faults", { method: "DELETE" });
  },
  async expireCaptcha(to) {
    await sandboxCall("/__sandbox/captcha/expire", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ to }) });
  },
  async expireToken(token) {
    await sandboxCall("/__sandbox/tokens/expire", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ token }) });
  },
  async analytics(event) {
    const body = (await (await sandboxCall(`/__sandbox/analytics${event ? `?event=${encodeURIComponent(event)}` : ""}`)).json()) as unknown;
    return (Array.isArray(body) ? body : (body as { data: unknown[] }).data) as Array<{ project: string; event: string; properties: Record<string, unknown> }>;
  },
  async stored(list, filter = {}) {
    const query = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
    return (await (await sandboxCall(`/__sandbox/${list}?${query}`)).json()) as Array<Record<string, unknown>>;
  },
  async requests(uid) {
    return (await (await sandboxCall(`/__sandbox/requests?uid=${encodeURIComponent(uid)}`)).json()) as Array<{
      method: string;
      path: string;
      lang: string;
      uid: string;
    }>;
  },
};

/** The browser's own line for an HTTP error status, which the tests that cause it assert themselves. */
const IGNORED_CONSOLE = [/^Failed to load resource: the server responded with a status of \d{3}/];

export const test = base.extend<
  { clientIp: string; sandbox: SandboxApi; consoleErrors: string[]; sharedPage: Page },
  { sharedContexts: Map<string, BrowserContext> }
>({
  clientIp: async ({}, use) => {
    await use(randomIp());
  },
  // Both the browser context and the `request` fixture speak from the test's own address.
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ "X-Forwarded-For": clientIp });
  },
  // No route here: a context with any route has every request of its pages stopped and resumed by
  // Playwright, and no HTTP cache (docs/performance.md §"The whole test run"). The tag manager,
  // the one third party a page loads by itself, loads only after the visitor's consent: the specs
  // that give it answer it (stubThirdParties, below), and anywhere
  // else its failed load is a console error that fails the test.
  consoleErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, consoleErrors }, use) => {
    watchConsole(page, consoleErrors);
    await use(page);
    expect(consoleErrors, "console errors on the page").toEqual([]);
  },
  sandbox: async ({}, use) => {
    await use(sandboxApi);
  },
  // The worker's browser contexts kept for sharedPage, one per device; closed with the worker.
  sharedContexts: [
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      for (const context of contexts.values()) await context.close();
    },
    { scope: "worker" },
  ],
  /**
   * A page for a test that loads pages, reads them and uses them as a visitor would, kept open
   * for the worker's next test with the same device (viewport, user agent, JavaScript, touch)
   * instead of a new context each: a new context and its first load cost Chromium about as much
   * CPU again as an axe check (`npm run bench:browser`, docs/performance.md §"The whole test
   * run"). Each test starts with no cookies and no local or session storage, from its own
   * address, and fails on a console error like `page`'s; the HTTP cache and the page's history
   * stay, as a visitor's do from page to page. A test that routes requests, adds scripts, headers
   * or listeners to the page, or takes the context offline uses `page`: none of that is undone for
   * the next test.
   */
  sharedPage: async ({ browser, sharedContexts, clientIp, consoleErrors, viewport, userAgent, javaScriptEnabled, hasTouch, isMobile }, use) => {
    const device = JSON.stringify({ viewport, userAgent, javaScriptEnabled, hasTouch, isMobile });
    let context = sharedContexts.get(device);
    // pages() lists open pages only: a test that closed the page leaves the context without one.
    if (!context?.pages().length) {
      await context?.close();
      // Made within the test: Playwright gives it the test's options (project, test.use, baseURL).
      context = await browser.newContext();
      await context.newPage();
      sharedContexts.set(device, context);
    }
    const page = context.pages()[0];
    // What the last test's pages stored (the analytics tracker and the session timer keep state
    // in the site's local storage); the page is still on the site, or about:blank the first time.
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => {});
    await context.clearCookies();
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    // A test may have resized the page (site/phone.spec.ts): each starts at its device's size.
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size.height !== viewport.height)) await page.setViewportSize(viewport);
    const stop = watchConsole(page, consoleErrors);
    await use(page);
    stop();
    expect(consoleErrors, "console errors on the page").toEqual([]);
  },
});

/**
 * Adds `page`'s console errors and uncaught exceptions to `errors`, but the browser's own lines for
 * HTTP error statuses (IGNORED_CONSOLE); returns the function that stops it.
 */
function watchConsole(page: Page, errors: string[]): () => void {
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (IGNORED_CONSOLE.some((pattern) => pattern.test(text))) return;
    errors.push(text);
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  return () => {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  };
}

export { expect };

/** The chat service's origin, which the chat launcher opens (CHAT_ORIGIN, app/lib/config/env.server.ts). */
export const CHAT_HOST = "https://chat.dolphin-securities.sg";

/**
 * Answers the third-party hosts a page may reach, which the test machine cannot: the tag manager
 * (an empty script; its URLs are pushed to `gtmRequests`) and the chat service (a stub page). A
 * test that gives consent or opens the chat calls it: a route costs every request of the context
 * (the fixtures' note above), so no other test has one.
 */
export async function stubThirdParties(context: BrowserContext, gtmRequests: string[] = []): Promise<void> {
  await context.route("https://www.googletagmanager.com/**", (route) => {
    gtmRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/javascript", body: "/* gtm stub */" });
  });
  await context.route(`${CHAT_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>chat</title><p>chat stub</p>" }),
  );
}

/**
 * For fault-injection files: before each test and after the last, no fault is set in the sandbox
 * and the site's upstream caches are empty, so no fault or cached answer leaks from one test into
 * another (or into the files that run after).
 */
export function resetUpstreamAroundTests(): void {
  const reset = async ({ sandbox, request }: { sandbox: SandboxApi; request: APIRequestContext }) => {
    await sandbox.clearFaults();
    await resetSiteUpstream(request);
  };
  test.beforeEach(reset);
  test.afterAll(reset);
}

/**
 * Empties the site's upstream caches and closes its upstream circuit breakers (test route), so
 * that a fault of one scenario (a cached failure, an open breaker) does not answer for the next.
 */
export async function resetSiteUpstream(request: APIRequestContext): Promise<void> {
  const response = await request.post("/__test/clear-caches", { headers: FROM_SITE });
  if (!response.ok()) throw new Error(`/__test/clear-caches: HTTP ${response.status()}`);
}

/** A session of a sandbox user, from the sandbox's own login (the password RSA-encrypted as the site does). */
export async function sandboxSession(email: string, password: string): Promise<{ uuid: string; token: string }> {
  const key = readFileSync("sandbox/keys/sandbox-public.pem", "utf8");
  const encrypted = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" }, Buffer.from(password)).toString("base64");
  const response = await sandboxCall("/user-server-sg/web/web-password-login/v2", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ loginType: "email", email, password: encrypted }),
  });
  const { data } = (await response.json()) as { data: { uuid: string; token: string } };
  return data;
}

/**
 * Signs the browser in as a sandbox user without the sign-in page (its flows are the account/*.spec.ts files'):
 * the sandbox's session set as the cookies of the site at `url` (the run's site by default).
 */
export async function signInAs(page: Page, email: string, password: string, url = `http://localhost:${SITE_PORT}`): Promise<void> {
  const session = await sandboxSession(email, password);
  await page.context().addCookies([
    { name: "uuid", value: session.uuid, url, httpOnly: true, sameSite: "Lax" },
    { name: "token", value: session.token, url, httpOnly: true, sameSite: "Lax" },
  ]);
}

/**
 * Holds back the page's scripts (the build's JavaScript) until the returned function is called:
 * a visitor quicker than the network uses the server's page before the scripts run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until Remix has hydrated the page (JavaScript tests interact only after that). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Boolean((window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized),
    undefined,
    POLL,
  );
}

/**
 * Waits until the page is ready to be used as its visitor would: loaded, and with JavaScript on,
 * hydrated with the site's behaviours in place (signing in and out are document loads, so a test
 * that goes on at once would click a page that is still being replaced). Without JavaScript the
 * inline context script never ran, so a loaded page is ready.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.readyState === "complete" && (document.documentElement.dataset.spa === "ready" || !("__remixContext" in window)),
    undefined,
    POLL,
  );
}

/**
 * An axe run of the page that reports violations only, as cheaply as axe allows on two cores:
 * - in the page itself (axe.run, "legacy mode"): the default mode runs axe in each frame and
 *   merges the results in a new blank page, a second renderer and a second copy of axe per check.
 *   The site has no frames (its CSP allows none), so both modes check the same document;
 * - with `resultTypes: ["violations"]`: every rule still runs on every node, but axe describes
 *   one node per passing rule instead of each (1 363 descriptions on /stocks, about 30 % of a
 *   check's time). The tests read violations alone.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
}

/**
 * The serious and critical axe violations of the page (or of the part `include` selects), as
 * "rule: targets" lines: WCAG 2.0/2.1 A and AA rules and axe's best practices; and, at any impact,
 * content outside every landmark (axe's "region", a moderate best practice: WCAG 1.3.1's
 * structure, and what lets a screen reader's user skip to each part). Tests expect [].
 * `without` names rules left out, for a page whose result for them another check already holds.
 */
export async function seriousAxeViolations(page: Page, include?: string, { without = [] }: { without?: string[] } = {}): Promise<string[]> {
  let builder = axeBuilder(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (include) builder = builder.include(include);
  if (without.length) builder = builder.disableRules(without);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "region")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
}
