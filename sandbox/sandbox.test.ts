import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptPassword } from "./crypto";
import { type RunningSandbox, startSandbox } from "./server";
import { fixtureContent } from "./test-fixtures/content";

let sb: RunningSandbox;

beforeAll(async () => {
  sb = await startSandbox({ content: fixtureContent, quiet: true });
});
afterAll(async () => {
  await sb?.close();
});

interface Envelope<T = any> {
  code: number;
  data: T;
  msg: string;
}

async function call<T = any>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; lang?: string; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const res = await fetch(sb.url + path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: {
      "X-Lang": init.lang ?? "3",
      Authorization: init.token ?? "",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await res.json()) as Envelope<T>;
}

const U = "/user-server-sg";
const NEWS = "/news-helpcenter/api/v1/query";
const control = async <T = any>(path: string, body?: unknown, method = body === undefined ? "GET" : "POST"): Promise<T> => {
  const res = await fetch(`${sb.url}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
};
const lastCode = async (to: string) => (await control<{ code: string }[]>(`/outbox?to=${encodeURIComponent(to)}`))[0]!.code;
let seq = 0;
const uniqueEmail = () => `user${Date.now()}${seq++}@example.com`;
const uniquePhone = () => String(90000000 + ((Date.now() + seq++ * 7919) % 9999999));

async function login(email: string, password: string) {
  return call(`${U}/web/web-password-login/v2`, { body: { loginType: "email", email, password: encryptPassword(password) } });
}

describe("accounts", () => {
  it("registers, signs in, loads the user, logs out, then answers 300101", async () => {
    const email = uniqueEmail();
    expect((await call(`${U}/web/send-email-captcha/v1`, { body: { email, type: "register" } })).code).toBe(0);
    const captcha = await lastCode(email);
    expect(captcha).toMatch(/^\d{6}$/);

    const weak = await call(`${U}/web/web-password-register/v1`, {
      body: { registerType: "email", email, captcha, password: encryptPassword("onlyletters") },
    });
    expect(weak.code).toBe(100001);

    const reg = await call(`${U}/web/web-password-register/v1`, {
      body: { registerType: "email", email, captcha, password: encryptPassword("Passw0rd1") },
    });
    expect(reg.code).toBe(0);
    expect(reg.data.token).toBeTruthy();

    const again = await call(`${U}/web/web-password-register/v1`, {
      body: { registerType: "email", email, captcha, password: encryptPassword("Passw0rd1") },
    });
    expect(again.code).toBe(200001);

    const signedIn = await login(email, "Passw0rd1");
    expect(signedIn.code).toBe(0);
    expect(signedIn.data.token).not.toBe(reg.data.token);
    const token = signedIn.data.token as string;

    const me = await call(`${U}/api/get-current-user/v1`, { token });
    expect(me.data).toMatchObject({ email, uuid: reg.data.uuid, openedAccount: false, extendStatusBit: 0, avatar: "" });
    expect(me.data.dolphinNo).toMatch(/^\d{8}$/);
    expect(me.data.invitationCode).toMatch(/^[A-Z0-9]{6}$/);

    expect((await call(`${U}/web/logout/v1`, { token })).code).toBe(0);
    const after = await call(`${U}/api/get-current-user/v1`, { token });
    expect(after).toEqual({ code: 300101, data: null, msg: "Login expired, please sign in again" });
    expect((await call(`${U}/api/get-current-user/v1`, { token, lang: "1" })).msg).toBe("登录已过期，请重新登录");
    expect((await call(`${U}/api/get-current-user/v1`, { token: reg.data.token })).code).toBe(0);
  });

  it("answers a wrong password and an unknown account alike", async () => {
    const wrong = await login("demo@dolphin.sg", "Wrong12345");
    const unknown = await login("nobody@example.com", "Wrong12345");
    expect(wrong.code).toBe(200002);
    expect(unknown).toEqual(wrong);
    expect((await call(`${U}/web/web-password-login/v2`, { body: { loginType: "email", email: "demo@dolphin.sg", password: "plain" } })).code).toBe(100001);
  });

  it("signs in by phone and as an institution", async () => {
    const byPhone = await call(`${U}/web/web-password-login/v2`, {
      body: { loginType: "phone", areaCode: "+65", phoneNumber: "8123 4567", password: encryptPassword("Demo12345") },
    });
    expect(byPhone.code).toBe(0);
    const inst = await call(`${U}/web/web-password-login/v2`, {
      body: { loginType: "institution", institutionId: "inst0001", password: encryptPassword("Inst12345") },
    });
    expect(inst.code).toBe(0);
    expect((await call(`${U}/web/user-info-and-name-get/v1`, { token: inst.data.token })).data.name).toContain("Lion City");
    // Its authorised person's mobile is where its codes go (get-current-user), not a name to sign in with.
    expect((await call(`${U}/api/get-current-user/v1`, { token: inst.data.token })).data).toMatchObject({ areaCode: "+65", phoneNumber: "81239001" });
    const byInstitutionPhone = await call(`${U}/web/web-password-login/v2`, {
      body: { loginType: "phone", areaCode: "+65", phoneNumber: "81239001", password: encryptPassword("Inst12345") },
    });
    expect(byInstitutionPhone.code).toBe(200002);
  });

  it("expires tokens after their lifetime", async () => {
    const { data } = await login("demo@dolphin.sg", "Demo12345");
    expect((await control(`/tokens/expire`, { token: data.token })).expired).toBe(1);
    expect((await call(`${U}/api/get-current-user/v1`, { token: data.token })).code).toBe(300101);
  });

  it("resets a password by phone and ends the old sessions", async () => {
    const phoneNumber = uniquePhone();
    await control(`/users`, { areaCode: "+65", phoneNumber, password: "Old12345" });
    const old = await call(`${U}/web/web-password-login/v2`, {
      body: { loginType: "phone", areaCode: "+65", phoneNumber, password: encryptPassword("Old12345") },
    });
    expect(old.code).toBe(0);
    await call(`${U}/web/send-phone-captcha/v3`, { body: { areaCode: "+65", phoneNumber, type: "reset" } });
    const captcha = await lastCode(`+65${phoneNumber}`);
    const check = await call(`${U}/api/check-phone-captcha/v1?areaCode=%2B65&phoneNumber=${phoneNumber}&captcha=${captcha}&type=reset`);
    expect(check.data).toEqual({ valid: true });
    const reset = await call(`${U}/web/web-reset-login-password/v1`, {
      body: { areaCode: "+65", phoneNumber, captcha, password: encryptPassword("New12345") },
    });
    expect(reset.code).toBe(0);
    expect((await call(`${U}/api/get-current-user/v1`, { token: old.data.token })).code).toBe(300101);
    const fresh = await call(`${U}/web/web-password-login/v2`, {
      body: { loginType: "phone", areaCode: "+65", phoneNumber, password: encryptPassword("New12345") },
    });
    expect(fresh.code).toBe(0);
  });

  it("does not reveal whether an account exists when sending a reset code", async () => {
    const email = uniqueEmail();
    const send = await call(`${U}/web/send-email-captcha/v1`, { body: { email, type: "reset" } });
    expect(send.code).toBe(0);
    expect(await control(`/outbox?to=${encodeURIComponent(email)}`)).toEqual([]);
    const reset = await call(`${U}/web/web-reset-login-password-by-email/v1`, {
      body: { email, captcha: "123456", password: encryptPassword("New12345") },
    });
    expect(reset.code).toBe(200003);
  });
});

describe("captcha", () => {
  it("has a 60 s cooldown, dies after 5 wrong tries and expires after 5 minutes", async () => {
    const phoneNumber = uniquePhone();
    const to = `+65${phoneNumber}`;
    const send = () => call(`${U}/web/send-phone-captcha/v3`, { body: { areaCode: "+65", phoneNumber, type: "register" } });
    const check = (captcha: string) => call(`${U}/api/check-phone-captcha/v1?areaCode=%2B65&phoneNumber=${phoneNumber}&captcha=${captcha}&type=register`);

    expect((await send()).code).toBe(0);
    expect((await send()).code).toBe(200005);
    const code = await lastCode(to);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await check(wrong)).code);
    expect(answers).toEqual([200003, 200003, 200003, 200003, 200006]);
    expect((await check(code)).code).toBe(200006);

    await control(`/captcha/expire`, { to });
    expect((await send()).code).toBe(0);
    const second = await lastCode(to);
    expect(second).not.toBe(undefined);
    expect((await check(second)).code).toBe(0);
    await control(`/captcha/expire`, { to });
    expect((await check(second)).code).toBe(200004);
  });

  it("uses up a login code at its check, as the contract says (CAPTCHA_TYPES_USED_BY_CHECK), and leaves a register code for register", async () => {
    const phoneNumber = uniquePhone();
    const to = `+65${phoneNumber}`;
    const check = (captcha: string, type: string) =>
      call(`${U}/api/check-phone-captcha/v1?areaCode=%2B65&phoneNumber=${phoneNumber}&captcha=${captcha}&type=${type}`);
    expect((await call(`${U}/web/send-phone-captcha/v3`, { body: { areaCode: "+65", phoneNumber, type: "login" } })).code).toBe(0);
    const login = await lastCode(to);
    expect((await check(login, "login")).code).toBe(0);
    expect((await check(login, "login")).code).toBe(200004);
    await control(`/captcha/expire`, { to });
    expect((await call(`${U}/web/send-phone-captcha/v3`, { body: { areaCode: "+65", phoneNumber, type: "register" } })).code).toBe(0);
    const register = await lastCode(to);
    expect((await check(register, "register")).code).toBe(0);
    expect((await check(register, "register")).code).toBe(0);
  });

  it("rejects a malformed target", async () => {
    const res = await call(`${U}/web/send-phone-captcha/v3`, { body: { areaCode: "+65", phoneNumber: "abc", type: "register" } });
    expect(res.code).toBe(100001);
  });
});

describe("two-step verification and token keys", () => {
  it("completes a two-step sign-in", async () => {
    const first = await login("secure@dolphin.sg", "Secure12345");
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ needTwoStep: true, areaCode: "+65", phoneNumber: "8123****" });
    expect(first.data.token).toBeUndefined();
    const tokenKey = first.data.tokenKey as string;

    expect((await call(`${U}/web/get-token-by-token-key/v1?tokenKey=${tokenKey}`)).code).toBe(200007);
    expect((await call(`${U}/web/send-phone-captcha/v3`, { body: { type: "twostep", tokenKey } })).code).toBe(0);
    const captcha = await lastCode("+6581230000");
    const checked = await call(`${U}/api/check-phone-captcha/v1?captcha=${captcha}&type=twostep&tokenKey=${tokenKey}`);
    expect(checked.data).toEqual({ valid: true });

    const session = await call(`${U}/web/get-token-by-token-key/v1?tokenKey=${tokenKey}`);
    expect(session.code).toBe(0);
    const me = await call(`${U}/api/get-current-user/v1`, { token: session.data.token });
    expect(me.data.email).toBe("secure@dolphin.sg");
    expect(me.data.extendStatusBit & (1 << 10)).toBeTruthy();
    expect((await call(`${U}/web/get-token-by-token-key/v1?tokenKey=${tokenKey}`)).code).toBe(300101);
    await control(`/captcha/expire`, { to: "+6581230000" });
  });

  it("hands a session over with a one-time token key", async () => {
    const { data } = await login("demo@dolphin.sg", "Demo12345");
    expect((await call(`${U}/api/get-token-key/v1`, { method: "POST", body: {} })).code).toBe(300101);
    const key = await call(`${U}/api/get-token-key/v1`, { body: {}, token: data.token });
    expect(key.data.tokenKey).toBeTruthy();
    const swapped = await call(`${U}/web/get-token-by-token-key/v1?tokenKey=${key.data.tokenKey}`);
    expect(swapped.data.uuid).toBe(data.uuid);
    expect(swapped.data.token).not.toBe(data.token);
    expect((await call(`${U}/web/get-token-by-token-key/v1?tokenKey=${key.data.tokenKey}`)).code).toBe(300101);
    expect((await call(`${U}/web/get-token-by-token-key/v1?tokenKey=nope`)).code).toBe(300101);
  });
});

describe("faults", () => {
  const path = "/news-msgdisplay/api/v1/official_tab";
  const url = () => sb.url + path;

  it("injects each mode and clears them", async () => {
    await control(`/faults`, { path, mode: "delay", ms: 80 });
    const t0 = performance.now();
    expect(((await (await fetch(url())).json()) as Envelope).code).toBe(0);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(70);

    await control(`/faults`, { path, mode: "status", status: 503 });
    const status = await fetch(url());
    expect(status.status).toBe(503);
    expect(await status.text()).toContain("<html>");

    await control(`/faults`, { path, mode: "garbage" });
    const garbage = await fetch(url());
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow();

    await control(`/faults`, { path, mode: "reset" });
    await expect(fetch(url())).rejects.toThrow();

    await control(`/faults`, { path, mode: "code", code: 300101 });
    expect(await (await fetch(url())).json()).toEqual({ code: 300101, data: null, msg: "Login expired, please sign in again" });

    expect(await control(`/faults`)).toHaveLength(1);
    await control(`/faults`, undefined, "DELETE");
    expect(await control(`/faults`)).toEqual([]);
    expect(((await (await fetch(url())).json()) as Envelope).code).toBe(0);
  });

  it("hang holds requests until the faults are cleared, and counts the requests it caught", async () => {
    const stored = await control<{ hits: number }>(`/faults`, { path, mode: "hang" });
    expect(stored.hits).toBe(0);
    let answered = false;
    const first = fetch(url()).then(async (res) => {
      answered = true;
      return ((await res.json()) as Envelope).code;
    });
    const second = fetch(url()).then(async (res) => ((await res.json()) as Envelope).code);
    await new Promise((r) => setTimeout(r, 150));
    expect(answered).toBe(false);
    expect((await control<Array<{ hits: number }>>(`/faults`))[0]?.hits).toBe(2);
    await control(`/faults`, undefined, "DELETE");
    expect(await first).toBe(0);
    expect(await second).toBe(0);
  });

  it("stops after `times` requests", async () => {
    await control(`/faults`, { path, mode: "status", times: 1 });
    expect((await fetch(url())).status).toBe(500);
    expect((await fetch(url())).status).toBe(200);
  });

  it("does not hold close() up with a delayed request", async () => {
    const other = await startSandbox({ content: fixtureContent, quiet: true });
    await fetch(`${other.url}/__sandbox/faults`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path, mode: "delay" }),
    });
    const pending = fetch(other.url + path).then(
      () => "answered",
      () => "dropped",
    );
    await new Promise((r) => setTimeout(r, 30));
    const t0 = performance.now();
    await other.close();
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(await pending).toBe("dropped");
  });
});

describe("analytics", () => {
  it("stores events sent as JSON or as sendBeacon text", async () => {
    const a = await fetch(`${sb.url}/analytics/collect`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ project: "default", events: [{ event: "test_pageview", properties: { page_name: "/stocks" }, time: 1 }] }),
    });
    expect(a.status).toBe(204);
    const b = await fetch(`${sb.url}/analytics/collect`, {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
      body: JSON.stringify({ project: "default", events: [{ event: "test_pageview", properties: { page_name: "/futures" }, time: 2 }] }),
    });
    expect(b.status).toBe(204);
    const bad = await fetch(`${sb.url}/analytics/collect`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{nope" });
    expect(bad.status).toBe(400);
    const events = await control<any[]>(`/analytics?event=test_pageview`);
    expect(events.map((e) => e.properties.page_name)).toEqual(["/futures", "/stocks"]);
    expect(events[0]).toMatchObject({ project: "default", event: "test_pageview", time: 2 });
    expect(events[0].receivedAt).toMatch(/^\d{4}-/);
  });
});

describe("news and help center", () => {
  it("answers the tabs in the request's language", async () => {
    const hk = await call(`${NEWS}/homepage`, { lang: "2" });
    expect(hk.data.list[0]).toEqual({ id: "market", name: "市場" });
    expect(hk.data.homepagelist).toHaveLength(4);
    expect(hk.msg).toBe("成功");
  });

  it("pages a category and caps the page size", async () => {
    const p2 = await call(`${NEWS}/categoryhomepage?type=news&id=market&page=2&pageSize=5`);
    expect(p2.data).toMatchObject({ id: "market", name: "Market", page: 2, pageSize: 5, total: 12 });
    expect(p2.data.items.map((i: any) => i.id)).toEqual(["m7", "m6", "m5", "m4", "m3"]);
    const big = await call(`${NEWS}/categoryhomepage?type=news&id=market&pageSize=500`);
    expect(big.data.pageSize).toBe(50);
    expect((await call(`${NEWS}/categoryhomepage?type=news&id=nope`)).code).toBe(400001);
    expect((await call(`${NEWS}/categoryhomepage?type=news&id=market&page=0`)).code).toBe(100001);
    const help = await call(`${NEWS}/categoryhomepage?type=help&id=account`);
    expect(help.data.items[0]).toEqual({ id: "q-open", title: "How do I open an account?", updateTime: "2026-02-01T00:00:00.000Z" });
  });

  it("answers details with neighbours and related questions", async () => {
    const news = await call(`${NEWS}/messagedetail?type=news&id=m5`);
    expect(news.data).toMatchObject({ id: "m5", tabId: "market", prevId: "m4", nextId: "m6" });
    expect((await call(`${NEWS}/messagedetail?type=news&id=m1`)).data.prevId).toBeNull();
    expect((await call(`${NEWS}/messagedetail?type=news&id=m12`)).data.nextId).toBeNull();
    const help = await call(`${NEWS}/messagedetail?type=help&id=q-open`, { lang: "1" });
    expect(help.data.title).toBe("如何开户？");
    expect(help.data.related).toEqual([{ id: "q-docs", title: "Which documents do I need?（简）" }]);
    expect((await call(`${NEWS}/messagedetail?type=help&id=missing`)).code).toBe(400001);
    const common = await call(`${NEWS}/commonquestionlist?limit=2`);
    expect(common.data).toEqual([
      { id: "q-open", title: "How do I open an account?", tabId: "account" },
      { id: "q-deposit", title: "How do I deposit with PayNow?", tabId: "funding" },
    ]);
  });

  it("searches titles and text, case-insensitively, per language", async () => {
    const hit = await call(`${NEWS}/autosearch?keyword=PASSPORT`);
    expect(hit.data.total).toBe(2);
    expect(hit.data.items[0]).toMatchObject({ id: "q-open", title: "How do I open an account?" });
    expect(hit.data.items[0].summary).toContain("passport");
    expect(hit.data.items[0].summary).not.toContain("<");
    // Title matches come before text-only ones, whatever the seed order.
    const titled = await call(`${NEWS}/autosearch?keyword=hours`);
    expect(titled.data.items.map((i: any) => i.id)).toEqual(["q-hours", "q-withdraw"]);
    const news = await call(`${NEWS}/autosearch?type=news&keyword=straits%20times&pageSize=3`);
    expect(news.data).toMatchObject({ total: 12, page: 1, pageSize: 3 });
    expect(news.data.items).toHaveLength(3);
    const cn = await call(`${NEWS}/autosearch?type=news&keyword=${encodeURIComponent("海峡")}`, { lang: "1" });
    expect(cn.data.total).toBe(12);
    expect((await call(`${NEWS}/autosearch?keyword=`)).data.total).toBe(0);
    // Punctuation and spaces do not count: "W8BEN" finds "W-8BEN" (here "Pass-Port", "passport").
    expect((await call(`${NEWS}/autosearch?keyword=Pass-Port`)).data.total).toBe(2);
    expect((await call(`${NEWS}/autosearch?keyword=${encodeURIComponent(" - ")}`)).data.total).toBe(0);
  });

  it("lists official news", async () => {
    expect((await call("/news-msgdisplay/api/v1/official_tab")).data).toHaveLength(2);
    const list = await call("/news-msgdisplay/api/v1/official_news?tabId=announcements&page=1&pageSize=1");
    expect(list.data).toMatchObject({ total: 2, items: [{ id: "o2", title: "New market: Japan" }] });
  });
});

describe("crm", () => {
  it("pages and filters payment records, newest first", async () => {
    const { data } = await login("demo@dolphin.sg", "Demo12345");
    const all = await call("/crm-server-sg/web/payment-records/v1?pageSize=5", { token: data.token });
    expect(all.data.total).toBe(20);
    expect(all.data.items).toHaveLength(5);
    const times = all.data.items.map((i: any) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data.items[0].amount).toMatch(/^\d+\.\d{2}$/);
    const q1 = await call("/crm-server-sg/web/payment-records/v1?type=withdrawal&startDate=2026-01-01&endDate=2026-03-31", { token: data.token });
    expect(q1.data.items.map((i: any) => i.id)).toEqual(["PR2026022102"]);
    expect((await call("/crm-server-sg/web/payment-records/v1?startDate=2026-02-30", { token: data.token })).code).toBe(100001);
    expect((await call("/crm-server-sg/web/payment-records/v1")).code).toBe(300101);
  });

  it("stores suggestions and one open-API application per user", async () => {
    const short = await call("/crm-server-sg/web/submit-suggestion-info/v1", { body: { category: "app", content: "too short" } });
    expect(short.code).toBe(100001);
    const ok = await call("/crm-server-sg/web/submit-suggestion-info/v1", {
      body: { category: "app", content: "Please add a dark mode to the app." },
    });
    expect(ok.data.id).toBeGreaterThan(0);

    const { data } = await login("demo@dolphin.sg", "Demo12345");
    const first = await call("/crm-server-sg/web/submit-open-api-apply/v1", {
      token: data.token,
      body: { applicantType: "individual", purpose: "Automated trading", contactEmail: "demo@dolphin.sg" },
    });
    expect(first.data).toMatchObject({ status: "pending" });
    const second = await call("/crm-server-sg/web/submit-open-api-apply/v1", {
      token: data.token,
      body: { applicantType: "individual", purpose: "Portfolio analytics", contactEmail: "demo@dolphin.sg" },
    });
    expect(second.data.id).toBe(first.data.id);
    const info = await call(`${U}/web/user-info-for-open-api-apply/v1`, { token: data.token });
    expect(info.data.application).toMatchObject({ id: first.data.id, purpose: "Portfolio analytics", status: "pending" });
    expect((await call("/crm-server-sg/api/get-personal-comm-info/v1", { token: data.token })).data).toEqual({
      nickname: "Demo",
      email: "demo@dolphin.sg",
      areaCode: "+65",
      phoneNumber: "81234567",
    });
  });
});

describe("region and input limits", () => {
  const ipinfo = "/quotes-location/api/v1/ipinfo";
  it("looks addresses up, with the sandbox header overriding", async () => {
    expect((await call(ipinfo)).data).toMatchObject({ countryCode: "SG", country: "Singapore" });
    expect((await call(`${ipinfo}?ip=::ffff:127.0.0.1`)).data).toMatchObject({ ip: "127.0.0.1", countryCode: "SG" });
    expect((await call(`${ipinfo}?ip=8.8.8.8`)).data).toMatchObject({ countryCode: "US", city: "Mountain View" });
    expect((await call(`${ipinfo}?ip=203.0.113.9`)).data).toMatchObject({ countryCode: "", country: "" });
    expect((await call(ipinfo, { headers: { "X-Sandbox-Country": "cn" } })).data).toMatchObject({ countryCode: "CN", country: "China" });
    expect((await call(`${ipinfo}?ip=not-an-ip`)).code).toBe(100001);
  });

  it("answers bad input with 100001, big bodies with 413, never a stack", async () => {
    const bad = await fetch(`${sb.url}${U}/web/web-password-login/v2`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    const text = await bad.text();
    expect(JSON.parse(text).code).toBe(100001);
    expect(text).not.toMatch(/at .*\.ts|node_modules/);
    const big = await fetch(`${sb.url}/crm-server-sg/web/submit-suggestion-info/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ category: "app", content: "x".repeat(70_000) }),
    });
    expect(big.status).toBe(413);
    expect((await call(`${NEWS}/messagedetail?type=news&id[a]=1`)).code).toBe(100001);
    const form = await fetch(`${sb.url}${U}/web/send-email-captcha/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `email=${encodeURIComponent(uniqueEmail())}&type=login`,
    });
    expect(((await form.json()) as Envelope).code).toBe(0);
  });
});

describe("default seed content", () => {
  it("serves seed/content.ts when no content is given", async () => {
    const real = await startSandbox({ quiet: true });
    try {
      const get = async (path: string) => ((await (await fetch(real.url + NEWS + path)).json()) as Envelope).data;
      const home = await get("/homepage");
      expect(home.list.length).toBeGreaterThanOrEqual(3);
      expect(home.homepagelist.length).toBeGreaterThanOrEqual(4);
      for (const tab of home.list) {
        const page = await get(`/categoryhomepage?type=news&id=${tab.id}&pageSize=50`);
        expect(page.total).toBeGreaterThan(0);
        const detail = await get(`/messagedetail?type=news&id=${page.items[0].id}`);
        expect(detail.content).toBeTruthy();
      }
    } finally {
      await real.close();
    }
  });
});
