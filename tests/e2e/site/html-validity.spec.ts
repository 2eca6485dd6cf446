/**
 * Valid HTML (W3C Nu HTML Checker, npm `vnu-jar`): the documents the server sends have no checker
 * error. Every page of the sitemap in all three locales; the pages the sitemap leaves out (an
 * article, a help answer, a news list, /sign, /sign-forgot, the 404 and 400 pages); each account page
 * signed in (payment records, the open-API application, two-step settings, feedback), the
 * two-step sign-in in progress and the session hand-over's question; the phone (h5) and company-app layouts; and the forms' answers to
 * bad input without JavaScript (400 with the errors shown). The documents are saved to a folder
 * and checked in one run of the checker (one JVM start), so the check costs seconds, not a JVM
 * per page. Java comes from Debian's default-jre-headless (scripts/machine/ensure-java.sh, run by
 * scripts/test.sh).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { FROM_SITE, SANDBOX, expect, sandboxSession, signInAs, test, uniqueEmail, uniquePhone } from "../fixtures";
import { LOCALES } from "../pages";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";
const JAVA = process.env.JAVA ?? "java";
const PASSWORD = "Passw0rd1";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const COMPANY_APP = `${IPHONE} DolphinApp/5.2`;

/** One document to check: what it is (for the failure message) and its HTML. */
interface Document {
  label: string;
  html: string;
}

interface CheckerMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The HTML of a response, after checking that it is the status and the type expected. */
async function documentOf(label: string, response: APIResponse, status: number): Promise<Document> {
  expect(response.status(), `${label}: status`).toBe(status);
  expect(response.headers()["content-type"], `${label}: content type`).toContain("text/html");
  return { label, html: await response.text() };
}

/** GETs each path (a few at a time: the server has two cores to share) and expects 200 unless told. */
async function fetchAll(
  request: APIRequestContext,
  paths: string[],
  options: { label?: string; headers?: Record<string, string>; status?: number } = {},
): Promise<Document[]> {
  const documents: Document[] = [];
  for (let i = 0; i < paths.length; i += 4) {
    const batch = paths
      .slice(i, i + 4)
      .map(async (path) =>
        documentOf(
          `${options.label ? `${options.label} ` : ""}GET ${path}`,
          await request.get(path, { headers: options.headers, maxRedirects: 0 }),
          options.status ?? 200,
        ),
      );
    documents.push(...(await Promise.all(batch)));
  }
  return documents;
}

/** A form posted with bad input: the page answers 400 with its errors (the JavaScript-off path). */
async function postInvalid(request: APIRequestContext, path: string, form: Record<string, string>, label = ""): Promise<Document> {
  return documentOf(`${label}POST ${path} (bad input)`, await request.post(path, { form, headers: FROM_SITE, maxRedirects: 0 }), 400);
}

/** The first link of `html` under `prefix` ("/news/…"), for pages whose ids come from the upstream. */
function firstLink(html: string, prefix: string): string {
  const match = new RegExp(`href="(${prefix.replace(/\//g, "\\/")}[^"?#]+)"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix}`);
  return match[1];
}

/** Runs the checker once over every file of `dir`; its error messages (warnings left out). */
async function runChecker(dir: string): Promise<CheckerMessage[]> {
  try {
    // JSON goes to stderr. The client compiler alone (TieredStopAtLevel=1) and the serial
    // collector: a short run on two shared cores spends more on the optimising compiler and
    // GC threads than it gains (measured: 2.3 s of CPU instead of 5.8 s for 120 pages).
    const { stderr } = await promisify(execFile)(
      JAVA,
      [
        "-Xss2m",
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-jar",
        VNU_JAR,
        "--errors-only",
        "--no-langdetect",
        "--format",
        "json",
        "--exit-zero-always",
        dir,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return (JSON.parse(stderr) as { messages: CheckerMessage[] }).messages.filter((m) => m.type === "error" || m.subType === "fatal");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new Error(`"${JAVA}" not found: run bash scripts/machine/ensure-java.sh (Debian's default-jre-headless), or set JAVA`);
    throw error;
  }
}

test("every page's HTML has no Nu HTML Checker error (sitemap in three locales, account pages, form errors)", async ({ page, request, sandbox, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const documents: Document[] = [];

  // Anonymous: the sitemap (every locale), then the pages it leaves out, in every locale.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(sitemapPaths.length, "sitemap pages").toBeGreaterThan(100);
  documents.push(...(await fetchAll(request, sitemapPaths)));
  const newsCenter = documents.find((d) => d.label === "GET /news-center")!.html;
  const helpCenter = documents.find((d) => d.label === "GET /help-center")!.html;
  const extra = [
    firstLink(newsCenter, "/news/"),
    firstLink(newsCenter, "/news-list/"),
    firstLink(helpCenter, "/help-key/"),
    "/sign",
    "/sign-forgot",
    "/sign-forgot?method=email",
  ];
  documents.push(
    ...(await fetchAll(
      request,
      LOCALES.flatMap((l) => extra.map((path) => `${l.prefix}${path}`)),
    )),
  );
  documents.push(...(await fetchAll(request, ["/no-such-page", "/cn/no-such-page", "/news/no-such-article", "/newsletter"], { status: 404 })));
  documents.push(...(await fetchAll(request, ["/stocks%ZZ", "/hk/stocks%ZZ"], { status: 400 })));
  // A post refused as request forgery, in each locale: the page that says why.
  for (const path of ["/sign-in", "/cn/feedback", "/hk/sign-up"])
    documents.push(await documentOf(`refused POST ${path}`, await request.post(path, { form: {}, maxRedirects: 0 }), 403));
  // The other layouts: phone (h5) and the company app's webview.
  for (const [label, userAgent] of [
    ["phone", IPHONE],
    ["company app", COMPANY_APP],
  ] as const) {
    documents.push(
      ...(await fetchAll(request, ["/", "/cn/stocks", "/sign-in", "/activity/anniversary", "/download"], { label, headers: { "User-Agent": userAgent } })),
    );
  }

  // The forms' answers to bad input, without JavaScript (a native form post).
  documents.push(
    await postInvalid(request, "/sign-in", { method: "phone", areaCode: "+65", phoneNumber: "12", password: "" }),
    await postInvalid(request, "/cn/sign-in?by=email", { method: "email", email: "not-an-email", password: "x" }),
    await postInvalid(request, "/sign-in-institutional", { institutionId: "", password: "" }),
    await postInvalid(request, "/sign-up", {
      method: "phone",
      areaCode: "+65",
      phoneNumber: "123",
      captcha: "1",
      password: "short",
      invitationCode: "",
      intent: "submit",
    }),
    await postInvalid(request, "/hk/sign-up?method=email", { method: "email", email: "x@", captcha: "", password: "", intent: "submit" }),
    await postInvalid(request, "/sign-forgot", {
      method: "phone",
      areaCode: "+65",
      phoneNumber: "1",
      captcha: "",
      password: "a",
      confirmPassword: "b",
      intent: "submit",
    }),
    await postInvalid(request, "/feedback", { category: "nope", content: "short", contact: "not a contact" }),
  );

  // The two-step sign-in in progress, and its wrong-code answer.
  const twoStepEmail = uniqueEmail("html-2step");
  await sandbox.createUser({ email: twoStepEmail, areaCode: "+65", phoneNumber: uniquePhone(), password: PASSWORD, twoStep: true });
  const twoStepSignIn = await page.request.post("/sign-in?by=email", {
    form: { method: "email", email: twoStepEmail, password: PASSWORD },
    headers: FROM_SITE,
    maxRedirects: 0,
  });
  expect(twoStepSignIn.status(), "a two-step account's sign-in goes on to the code").toBe(302);
  documents.push(await documentOf("two-step sign-in GET /two-step-verification", await page.request.get("/two-step-verification"), 200));
  documents.push(await postInvalid(page.request, "/two-step-verification", { captcha: "12" }, "two-step sign-in "));
  await page.context().clearCookies();

  // The session hand-over's question ("Continue as …?"), asked of a link from elsewhere.
  for (const prefix of ["", "/hk"]) {
    const handOverEmail = uniqueEmail("html-handover");
    await sandbox.createUser({ email: handOverEmail, password: PASSWORD });
    const { token } = await sandboxSession(handOverEmail, PASSWORD);
    const keyAnswer = await fetch(`${SANDBOX}/user-server-sg/api/get-token-key/v1`, {
      method: "POST",
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: "{}",
    });
    const { tokenKey } = ((await keyAnswer.json()) as { data: { tokenKey: string } }).data;
    const asked = await page.request.get(`${prefix}/stocks?tokenKey=${encodeURIComponent(tokenKey)}`, {
      headers: { "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(asked.status(), "a hand-over from elsewhere asks first").toBe(302);
    const question = asked.headers().location;
    documents.push(await documentOf(`hand-over GET ${question}`, await page.request.get(question, { maxRedirects: 0 }), 200));
    await page.context().clearCookies();
  }

  // Signed in: each account page in every locale, a page with the signed-in header, and the
  // account forms' answers to bad input.
  const email = uniqueEmail("html");
  await sandbox.createUser({ email, password: PASSWORD });
  await signInAs(page, email, PASSWORD, origin);
  const accountPaths = [
    "/payment-records",
    "/payment-records?type=deposit&from=2024-05-01&to=2024-01-01",
    "/open-api-apply",
    "/two-step-verification",
    "/feedback",
    "/",
    "/stocks",
  ];
  documents.push(
    ...(await fetchAll(
      page.request,
      LOCALES.flatMap((l) => accountPaths.map((path) => `${l.prefix}${path === "/" && l.prefix ? "" : path}`)),
      { label: "signed in" },
    )),
  );
  documents.push(
    await postInvalid(page.request, "/open-api-apply", { applicantType: "nope", purpose: "", contactEmail: "x", terms: "" }, "signed in "),
    await postInvalid(page.request, "/cn/feedback", { category: "", content: "", contact: "" }, "signed in "),
  );
  // The session hand-over's question (a key for another account, which would replace this
  // session), in each locale.
  const handedOver = uniqueEmail("html-handover");
  await sandbox.createUser({ email: handedOver, password: PASSWORD });
  for (const l of LOCALES) {
    const { token } = await sandboxSession(handedOver, PASSWORD);
    const answer = await fetch(`${SANDBOX}/user-server-sg/api/get-token-key/v1`, {
      method: "POST",
      headers: { Authorization: token, "Content-Type": "application/json" },
      body: "{}",
    });
    const { tokenKey } = ((await answer.json()) as { data: { tokenKey: string } }).data;
    const question = await page.request.get(`${l.prefix}/stocks?tokenKey=${encodeURIComponent(tokenKey)}`);
    expect(new URL(question.url()).pathname, "the hand-over asks").toBe(`${l.prefix}/hand-over`);
    documents.push(await documentOf(`signed in GET ${l.prefix}/hand-over`, question, 200));
  }

  const dir = await mkdtemp(join(tmpdir(), "html-validity-"));
  try {
    const labelOf = new Map<string, string>();
    await Promise.all(
      documents.map(async (document, i) => {
        const file = join(dir, `${String(i).padStart(3, "0")}.html`);
        labelOf.set(`file:${file}`, document.label);
        await writeFile(file, document.html);
      }),
    );
    const started = Date.now();
    const errors = await runChecker(dir);
    test.info().annotations.push({ type: "checker", description: `${documents.length} documents checked in ${((Date.now() - started) / 1000).toFixed(1)} s` });
    const report = errors
      .map((e) => `${labelOf.get(e.url ?? "") ?? e.url}: ${e.message}${e.extract ? ` [${e.extract.replace(/\s+/g, " ").trim()}]` : ""}`)
      .sort();
    expect(report, `${documents.length} documents checked`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
