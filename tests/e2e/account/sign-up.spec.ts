/**
 * Sign-up's codes: by phone in Chinese with the countdown, an expired code, and an answer that tells
 * only the owner of an email or number that an account exists.
 */
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { FROM_SITE, expect, hydrated, randomIp, test, uniqueEmail, uniquePhone } from "../fixtures";
import { PASSWORD, expectSignedIn } from "./helpers";

test("sign up by phone in Chinese with the countdown", async ({ sharedPage: page, sandbox }) => {
  const phone = uniquePhone();
  await page.goto("/cn/sign-up");
  await hydrated(page);
  await expect(page.getByLabel("国家/地区区号")).toHaveValue("+65");
  await page.getByLabel("手机号码").fill(phone);
  await page.getByRole("button", { name: "发送验证码" }).click();
  await expect(page.getByRole("button", { name: /\d+ 秒后重发/ })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "验证码已发送" })).toBeVisible();
  const code = await sandbox.latestCode(`+65${phone}`);
  await page.getByLabel("验证码").fill(code);
  await page.getByLabel("密码", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/我已阅读并同意/).check();
  await page.getByRole("button", { name: "注册账户" }).click();
  await expect(page).toHaveURL(/\/cn$/);
  await expectSignedIn(page);
});

test("an expired captcha is refused with the upstream's message", async ({ sharedPage: page, sandbox }) => {
  const email = uniqueEmail("expired");
  await page.goto("/hk/sign-up?by=email");
  await page.getByLabel("電郵").fill(email);
  await page.getByRole("button", { name: "發送驗證碼" }).click();
  await expect(page.getByRole("status").filter({ hasText: "驗證碼已發送" })).toBeVisible();
  const code = await sandbox.latestCode(email);
  await sandbox.expireCaptcha(email);
  await page.getByLabel("驗證碼").fill(code);
  await page.getByLabel("密碼", { exact: true }).fill(PASSWORD);
  await page.getByLabel(/我已閱讀並同意/).check();
  await page.getByRole("button", { name: "註冊賬戶" }).click();
  await expect(page.getByRole("alert")).toContainText("驗證碼已過期，請重新獲取");
  await expect(page.getByLabel("電郵")).toHaveValue(email);
});

test.describe("sign-up tells only the owner of the email or number that an account exists", () => {
  const NOT_SENT = "Please get a verification code for this email or mobile number first";
  const EXISTS = "This account already exists";
  const submit = (request: APIRequestContext, target: Record<string, string>, captcha: string) =>
    request.post(`/sign-up?by=${target.method}`, { form: { ...target, captcha, password: PASSWORD, terms: "on" }, headers: FROM_SITE });
  const sendCode = async (request: APIRequestContext, target: Record<string, string>) =>
    expect((await request.post(`/sign-up?by=${target.method}`, { form: { ...target, intent: "send-code" }, headers: FROM_SITE })).status()).toBe(200);

  test("without a code sent from this browser, an existing and an unknown email get the same answer", async ({ request, sandbox }) => {
    const existing = uniqueEmail("exists");
    await sandbox.createUser({ email: existing, password: PASSWORD });
    for (const email of [existing, uniqueEmail("unknown")]) {
      const answer = await submit(request, { method: "email", email }, "123456");
      expect(answer.status()).toBe(400);
      const html = await answer.text();
      expect(html).toContain(NOT_SENT);
      expect(html).not.toContain(EXISTS);
      expect(html).toContain(`value="${email}"`);
    }
    // A code sent to another address does not count for this one.
    await sendCode(request, { method: "email", email: uniqueEmail("other") });
    expect(await (await submit(request, { method: "email", email: existing }, "123456")).text()).toContain(NOT_SENT);
  });

  test("a mobile number's code is checked before the account: a wrong code never says it exists", async ({ request, sandbox }) => {
    const phoneNumber = uniquePhone();
    await sandbox.createUser({ areaCode: "+65", phoneNumber, password: PASSWORD });
    const target = { method: "phone", areaCode: "+65", phoneNumber };
    await sendCode(request, target);
    const code = await sandbox.latestCode(`+65${phoneNumber}`);
    const wrong = await (await submit(request, target, code === "000000" ? "111111" : "000000")).text();
    expect(wrong).toContain("Incorrect verification code");
    expect(wrong).not.toContain(EXISTS);
    // Whoever has the code is the number's owner: they are told.
    expect(await (await submit(request, target, code)).text()).toContain(EXISTS);
  });
});

test.describe("one mobile number, one spelling (E.164)", () => {
  const send = (request: APIRequestContext, path: string, areaCode: string, phoneNumber: string) =>
    request.post(path, {
      form: { intent: "send-code", method: "phone", areaCode, phoneNumber },
      headers: { ...FROM_SITE, "X-Forwarded-For": randomIp() },
      maxRedirects: 0,
    });

  test("a number's spellings are one number: sent to in E.164, counted once per number", async ({ playwright, baseURL, sandbox }) => {
    // One address (its own request context), five spellings of one Malaysian number, the user
    // service's minute between codes skipped: five codes to +60…, then the number's five an hour
    // from this address are spent, whichever spelling comes next.
    // 012 and a digit from 1 to 9, then six more: a Malaysian mobile range (15…, say, is not one,
    // and the form refuses it).
    const national = `12${String(randomInt(1_000_000, 9_999_999))}`;
    const e164 = `+60${national}`;
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...FROM_SITE, "X-Forwarded-For": randomIp() } });
    const spellings = [national, `0${national}`, `60${national}`, `0060${national}`, `0${national.slice(0, 2)}-${national.slice(2, 5)} ${national.slice(5)}`];
    for (const spelling of spellings) {
      await sandbox.expireCaptcha(e164);
      const answer = await client.post("/sign-up?by=phone", {
        form: { intent: "send-code", method: "phone", areaCode: "+60", phoneNumber: spelling },
        maxRedirects: 0,
      });
      expect(answer.status(), spelling).toBe(200);
    }
    expect(await sandbox.outbox(e164)).toHaveLength(5);
    await sandbox.expireCaptcha(e164);
    const sixth = await client.post("/sign-up?by=phone", {
      form: { intent: "send-code", method: "phone", areaCode: "+60", phoneNumber: `0${national}` },
      maxRedirects: 0,
    });
    expect(sixth.status()).toBe(429);
    await client.dispose();
  });

  test("a number not valid for its country gets the form's translated error, and the form keeps what was typed", async ({
    sharedPage: page,
    request,
    sandbox,
  }) => {
    // Ofcom's numbers for drama (07700 900xxx) pass the browser's digit rules but are no one's.
    const typed = "7700 900123";
    await page.goto("/sign-up");
    await hydrated(page);
    await page.getByLabel("Country/region code").selectOption("+44");
    await page.getByLabel("Mobile number").fill(typed);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByText("Enter a mobile number valid for the chosen country or region code")).toBeVisible();
    await expect(page.getByLabel("Mobile number")).toHaveValue(typed);
    await expect(page.getByLabel("Country/region code")).toHaveValue("+44");
    // Without JavaScript, and in each locale, the same refusal, on each form a number is typed in.
    const texts = {
      "": "Enter a mobile number valid for the chosen country or region code",
      "/cn": "请输入所选国家或地区区号下有效的手机号码",
      "/hk": "請輸入所選國家或地區區號下有效的手機號碼",
    };
    for (const [prefix, text] of Object.entries(texts)) {
      for (const path of [`${prefix}/sign-up?by=phone`, `${prefix}/sign-forgot?by=phone`]) {
        const answer = await send(request, path, "+44", typed);
        expect(answer.status(), path).toBe(400);
        const html = await answer.text();
        expect(html, path).toContain(text);
        expect(html, path).toContain(`value="${typed}"`);
      }
      const signIn = await request.post(`${prefix}/sign-in?by=phone`, {
        form: { method: "phone", areaCode: "+65", phoneNumber: "99123456", password: PASSWORD },
        headers: { ...FROM_SITE, "X-Forwarded-For": randomIp() },
      });
      expect(signIn.status()).toBe(400);
      expect(await signIn.text()).toContain(text);
    }
    expect(await sandbox.outbox("+447700900123")).toEqual([]);
  });
});
