/**
 * Upstream faults: the sandbox's fault injection makes a path hang past the upstream
 * timeout, answer 500, answer garbage or reset the connection. Pages still render (tabs empty,
 * product.md §Errors's messages where an action failed), no stack trace reaches the browser, nothing typed
 * is lost. These tests change the sandbox's global state, so they run alone, one at a time.
 */
import { expect, hydrated, resetUpstreamAroundTests, settled, test, uniqueEmail } from "../fixtures";
import { heading } from "../pages";

test.describe.configure({ mode: "serial" });

const HOMEPAGE = "/news-helpcenter/api/v1/query/homepage";
const PAGES = [
  { url: "/", key: "home", locale: "en" },
  { url: "/cn/stocks", key: "stocks", locale: "cn" },
  { url: "/hk/pricing", key: "pricing", locale: "zh-hk" },
  { url: "/sign-in", key: "sign-in", locale: "en" },
  { url: "/help-center", key: "help-center", locale: "en" },
  { url: "/news-center", key: "news-center", locale: "en" },
];

resetUpstreamAroundTests();

for (const fault of [
  { mode: "delay" as const, ms: 15_000 },
  { mode: "status" as const, status: 500 },
  { mode: "garbage" as const },
  { mode: "reset" as const },
]) {
  test(`with homepage answering ${fault.mode}, every page still renders quickly`, async ({ page, sandbox }) => {
    await sandbox.fault({ path: HOMEPAGE, ...fault });
    for (const { url, key, locale } of PAGES) {
      const started = Date.now();
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), url).toHaveText(heading(locale, key));
      expect(Date.now() - started, `${url} must not wait for the upstream`).toBeLessThan(5_000);
      expect(await page.content()).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/);
      // The first page meets the failing upstream with nothing cached: its tabs are empty.
      if (url === "/") await expect(page.getByText("This list is unavailable right now.")).toBeVisible();
    }
  });
}

test("a sign-in whose upstream fails shows the busy message and keeps what was typed", async ({ page, sandbox }) => {
  await sandbox.fault({ path: "/user-server-sg/web/web-password-login/v2", mode: "status", status: 502 });
  await page.goto("/sign-in?by=email");
  await page.getByLabel("Email").fill("kept@example.com");
  await page.getByLabel("Password").fill("Abc12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The system is busy, please try again later");
  await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");
});

test("a sign-in whose upstream resets the connection shows the network message", async ({ page, sandbox }) => {
  await sandbox.fault({ path: "/user-server-sg/web/web-password-login/v2", mode: "reset" });
  await page.goto("/cn/sign-in?by=email");
  await page.getByLabel("邮箱").fill("kept@example.com");
  await page.getByLabel("密码").fill("Abc12345");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByRole("alert")).toHaveText("网络异常，请稍后再试");
  await expect(page.getByLabel("邮箱")).toHaveValue("kept@example.com");
});

test("a code 300101 answer signs the user out on that response", async ({ page, sandbox, context }) => {
  const email = uniqueEmail("expired-session");
  await sandbox.createUser({ email, password: "Abc12345" });
  await page.goto("/sign-in?by=email");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Abc12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".user-menu summary")).toBeVisible();
  await sandbox.fault({ path: "/user-server-sg/api/get-current-user/v1", mode: "code", code: 300101, msg: "Login expired, please sign in again" });
  await page.goto("/stocks");
  await expect(page.locator(".user-menu").getByRole("link", { name: "Sign in" })).toBeVisible();
  // The site's one wording of an ended session (product.md §Session), not the answer's own msg.
  await expect(page.locator("[data-toast=fail]")).toContainText("Your session has expired. Please sign in again.");
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).not.toContain("token");
  expect(names).not.toContain("uuid");
});

test("a failed logout on a Chinese page shows the upstream's message in Chinese (X-Lang of the page)", async ({ page, sandbox }) => {
  const email = uniqueEmail("logout-cn");
  const { uuid } = await sandbox.createUser({ email, password: "Abc12345" });
  await page.goto("/cn/sign-in?by=email");
  await page.getByLabel("邮箱").fill(email);
  await page.getByLabel("密码").fill("Abc12345");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.locator(".user-menu summary")).toBeVisible();
  // A code whose message is the upstream's own (not one of the site's fallbacks).
  await sandbox.fault({ path: "/user-server-sg/web/logout/v1", mode: "code", code: 400001 });
  await page.goto("/cn/stocks");
  await hydrated(page);
  await page.locator(".user-menu summary").click();
  await page.getByRole("button", { name: "退出登录" }).click();
  // The upstream's own msg (product.md §Errors), which it wrote in the language the call asked for.
  await expect(page.locator("[data-toast=fail]")).toContainText("内容不存在");
  await expect(page).toHaveURL(/\/cn\/stocks$/);
  expect((await sandbox.requests(uuid)).filter((r) => r.path.endsWith("/logout/v1")).map((r) => r.lang)).toEqual(["1"]);
});

test("logout whose upstream call fails still signs out locally with the fail toast", async ({ page, sandbox }) => {
  const email = uniqueEmail("logout-fail");
  await sandbox.createUser({ email, password: "Abc12345" });
  await page.goto("/sign-in?by=email");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Abc12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator(".user-menu summary")).toBeVisible();
  await settled(page);
  await sandbox.fault({ path: "/user-server-sg/web/logout/v1", mode: "status", status: 500 });
  await page.locator(".user-menu summary").click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-toast=fail]")).toContainText("The system is busy");
  await expect(page.locator(".user-menu").getByRole("link", { name: "Sign in" })).toBeVisible();
});
