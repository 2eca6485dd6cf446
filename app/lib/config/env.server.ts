/**
 * Server configuration: environment variables validated once (zod), and the upstream
 * environment derived from the request host (product.md §Upstream).
 * Only the values listed in `publicConfig` ever reach the browser.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";
import { HTTP_TIMEOUT_MS, MAX_CAMPAIGN_CODE } from "~/lib/config/constants";

/**
 * Secrets once published in this repository as development defaults: never accepted, whatever the
 * mode (a cookie or chat link signed with one could be forged by anyone who read them).
 */
const PUBLISHED_SECRETS = new Set(["sandbox-chat-secret-change-me", "sandbox-cookie-secret-change-me"]);
/** The shortest CHAT_SECRET or COOKIE_SECRET entry a public deployment accepts, in characters. */
const MIN_SECRET_LENGTH = 32;
/** The secrets a start makes when none is configured (runSecrets). */
const RUN_SECRETS = ["CHAT_SECRET", "COOKIE_SECRET"] as const;

/** The entries of a COOKIE_SECRET list: comma-separated, newest first, blanks ignored. */
export function secretList(value: string): string[] {
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** An absolute https URL (a download link a page offers). */
const httpsUrl = z.url({ protocol: /^https$/ });

/** A security contact of RFC 9116 §2.5.3: an email (mailto:), a web page (https: only) or a telephone (tel:) URI. */
function isSecurityContact(value: string): boolean {
  if (!/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+|tel:\+?[0-9][0-9-]{2,30})$/.test(value)) return false;
  return URL.canParse(value);
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    API_HZ_ORIGIN: z.url().optional(),
    API_JY_ORIGIN: z.url().optional(),
    /**
     * The upstream is the sandbox (sandbox/), at this origin, for both services: one the measuring
     * scripts and tests start on their own. With neither it nor an API origin set, server.ts starts
     * one in the process and sets it. Never with API_HZ_ORIGIN or API_JY_ORIGIN.
     */
    SANDBOX_ORIGIN: z.url().optional(),
    /** Mobile site used by the redirect helper; overrides the environment's. */
    MOBILE_SITE_ORIGIN: z.url().optional(),
    /** Analytics collector origin; defaults to the hz origin. */
    ANALYTICS_ORIGIN: z.url().optional(),
    /** PEM of the RSA public key passwords are encrypted with; overrides the environment's. */
    RSA_PUBLIC_KEY: z.string().optional(),
    /** Canonical origin of the site (for canonical and hreflang links); defaults to the request's. */
    PUBLIC_ORIGIN: z.url().optional(),
    /**
     * Customer-support chat signing secret (docs/product.md §Chat). Never sent to the browser. Unset:
     * a random one for this run (runSecrets), which no chat service knows: right for a demo only.
     */
    CHAT_SECRET: z.string().min(1).optional(),
    /**
     * Signs the site's own cookies (signed-cookie.server.ts): a comma-separated list, newest first;
     * cookies are signed with the first and accepted under any, so a secret is rotated by putting
     * the new one in front and dropping the old one once the longest cookie (180 days) has passed.
     * Never sent to the browser. Unset: a random one for this run (runSecrets).
     */
    COOKIE_SECRET: z.string().min(1).optional(),
    /** Customer-support chat widget origin. */
    CHAT_ORIGIN: z.url().default("https://chat.dolphin-securities.sg"),
    /** Google Tag Manager container id; none set = no tag manager. */
    TAG_MANAGER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/)
      .optional(),
    /** Default HCode campaign code when a URL has none (product.md §Navigation: none by default). */
    DEFAULT_HCODE: z.string().max(MAX_CAMPAIGN_CODE).default(""),
    /** The user-agent marker of the company app's webview (product.md §Layouts). */
    APP_UA_MARKER: z.string().min(1).default("DolphinApp"),
    /** Comma-separated ISO country codes where the products are not offered. */
    RESTRICTED_REGIONS: z.string().default("US,CA,KP,IR"),
    /**
     * Redis URL for the shared rate-limit store when running several instances. Set, it says the
     * instance has company: COOKIE_SECRET is then required (superRefine below).
     */
    REDIS_URL: z.string().optional(),
    /**
     * Each Redis command's deadline, in ms (rate-limit-store.server.ts): past it the call fails and
     * the limit is counted in the instance's memory. Tens of ms: a Redis on the same network
     * answers in under one, and every request makes one to three calls.
     */
    REDIS_TIMEOUT_MS: z.coerce.number().int().min(5).max(5_000).default(50),
    /** How long the Redis breaker stays open before one call tries Redis again, in ms. */
    REDIS_BREAKER_RESET_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /**
     * Text-message budgets (rate-limit.server.ts `smsHome`, `smsAbroad`): codes sent by SMS an
     * hour, every flow's (sign-up, reset, two-step, step-up), from every address, to +65 and to
     * each other area code; numbers typed in a form may spend three quarters. Set them from the SMS
     * provider's bill and the sign-ups expected; a spent budget is logged at error level.
     */
    SMS_BUDGET_HOME_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(600),
    SMS_BUDGET_ABROAD_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /**
     * Upstream circuit breakers (breakers.server.ts): how long a breaker stays open before it lets
     * one probe call through; the share of failed calls (time-outs, network errors, 5xx) over the
     * rolling window that opens it; that window; the calls the window needs before it can open.
     */
    BREAKER_RESET_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    BREAKER_ERROR_PERCENT: z.coerce.number().min(0).max(100).default(50),
    BREAKER_WINDOW_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    BREAKER_MIN_CALLS: z.coerce.number().int().min(0).max(10_000).default(1),
    /**
     * The deadline of a half-open breaker's one trial call, in ms (never more than
     * UPSTREAM_TIMEOUT_MS): the trial is a visitor's request, so a service still hanging costs that
     * visitor this, not the whole timeout; a service that recovers answers well within it.
     */
    BREAKER_TRIAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    /**
     * How long an upstream call may take before it counts as failed (client.server.ts): product.md
     * §Upstream's 10 s (HTTP_TIMEOUT_MS) unless set. The browser tests' servers set less, so that a
     * test of a hanging service waits less (scripts/lib/test-server.mjs).
     */
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(HTTP_TIMEOUT_MS),
    /**
     * The firm behind the site (firm.server.ts): shown in every footer, on /about and in the
     * Organization structured data. The defaults are samples, to be replaced by a deployment.
     */
    FIRM_LEGAL_NAME: z.string().trim().min(1).max(120).default("Dolphin Securities Pte. Ltd. (sample)"),
    /** Singapore Unique Entity Number (ACRA): a business's 9 characters, a company's 10 (yyyynnnnnX), or an entity's T/S/R form. */
    FIRM_UEN: z
      .string()
      .trim()
      .regex(/^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/, "a UEN such as 200000000X")
      .default("200000000X"),
    /** The MAS Capital Markets Services licence number (MAS Financial Institutions Directory), CMS and six digits. */
    FIRM_CMS_LICENCE: z
      .string()
      .trim()
      .regex(/^CMS\d{6}$/, "a licence number such as CMS100000")
      .default("CMS000000"),
    FIRM_ADDRESS: z.string().trim().min(1).max(200).default("1 Sample Street, #00-00 Sample Tower, Singapore 000000"),
    /** The customer-service hotline dialled in Singapore, and from abroad (with its country code). */
    FIRM_HOTLINE: z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{2,24}$/, "a telephone number")
      .default("1800 000 0000"),
    FIRM_HOTLINE_ABROAD: z
      .string()
      .trim()
      .regex(/^\+[0-9][0-9 ()-]{2,24}$/, "a telephone number starting with + and the country code")
      .default("+65 6000 0000"),
    FIRM_EMAIL: z.email().default("service@example.com"),
    /** Customer-service hours in schema.org openingHours form, Singapore time: "Mo-Fr 09:00-18:00", several joined by ", ". */
    FIRM_SERVICE_HOURS: z
      .string()
      .trim()
      .regex(
        /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d(, ?(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d)*$/,
        "schema.org openingHours, such as Mo-Fr 09:00-18:00",
      )
      .default("Mo-Fr 09:00-18:00"),
    /**
     * The apps' download links (content/app-store-links.server.ts): store listings and desktop installers of the
     * trading app and the futures app, and optionally the link their QR codes encode (else the
     * site's own download page of the app).
     */
    APP_STORE_URL: httpsUrl.default("https://apps.apple.com/sg/app/dolphin-securities/id6450000001"),
    GOOGLE_PLAY_URL: httpsUrl.default("https://play.google.com/store/apps/details?id=sg.dolphinsecurities.app"),
    DESKTOP_WINDOWS_URL: httpsUrl.default("https://download.dolphin-securities.sg/desktop/DolphinSecurities-Setup.exe"),
    DESKTOP_MACOS_URL: httpsUrl.default("https://download.dolphin-securities.sg/desktop/DolphinSecurities.dmg"),
    FUTURES_APP_STORE_URL: httpsUrl.default("https://apps.apple.com/sg/app/dolphin-futures/id6450000002"),
    FUTURES_GOOGLE_PLAY_URL: httpsUrl.default("https://play.google.com/store/apps/details?id=sg.dolphinsecurities.futures"),
    FUTURES_DESKTOP_WINDOWS_URL: httpsUrl.default("https://download.dolphin-securities.sg/desktop/DolphinFutures-Setup.exe"),
    FUTURES_DESKTOP_MACOS_URL: httpsUrl.default("https://download.dolphin-securities.sg/desktop/DolphinFutures.dmg"),
    APP_QR_URL: httpsUrl.optional(),
    FUTURES_APP_QR_URL: httpsUrl.optional(),
    /**
     * /.well-known/security.txt (RFC 9116; legal/security-txt.server.ts): where to report a
     * vulnerability (comma-separated mailto:, https: or tel: URIs, most preferred first), until
     * when the file holds (an RFC 3339 date-time in the future; unset: 180 days after the day of
     * each request), the reporting policy (https), the languages a report may be written in
     * (comma-separated RFC 5646 tags). The contact and the policy defaults are samples.
     */
    SECURITY_CONTACT: z
      .string()
      .trim()
      .refine((value) => value.split(",").every((entry) => isSecurityContact(entry.trim())), "mailto:, https: or tel: URIs, comma-separated")
      .default("mailto:security@example.com"),
    SECURITY_EXPIRES: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) > Date.now(), "a date-time in the future (RFC 9116 §2.5.5)")
      .optional(),
    SECURITY_POLICY_URL: httpsUrl.default("https://example.com/security-policy"),
    SECURITY_LANGUAGES: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*(, ?[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*)*$/, "RFC 5646 language tags, comma-separated, such as en, zh")
      .default("en, zh"),
    /** Turns on /__test routes used by the browser tests (never in production). */
    ENABLE_TEST_ROUTES: z.enum(["0", "1"]).default("0"),
  })
  .superRefine((env, ctx) => {
    const realUpstream = Boolean(env.API_HZ_ORIGIN || env.API_JY_ORIGIN);
    if (realUpstream && env.SANDBOX_ORIGIN) {
      ctx.addIssue({
        code: "custom",
        path: ["SANDBOX_ORIGIN"],
        message: "must not be set with API_HZ_ORIGIN or API_JY_ORIGIN: the upstream is either the sandbox or the real services",
      });
    }
    for (const name of RUN_SECRETS) {
      const value = env[name];
      if (value !== undefined && secretList(value).some((entry) => PUBLISHED_SECRETS.has(entry))) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is a development value once published in this repository: set a secret of your own, or none for a random one per start",
        });
      }
      if (value !== undefined && secretList(value).length === 0) ctx.addIssue({ code: "custom", path: [name], message: "names no secret" });
    }
    // An instance sharing a Redis store is one of several behind a balancer (deploy/README.md): with a
    // random COOKIE_SECRET of its own, each would refuse the others' signed cookies, so a session
    // started on one would be ended by the next (and logged out upstream, for all of them).
    if (env.REDIS_URL && (env.COOKIE_SECRET === undefined || secretList(env.COOKIE_SECRET).some((entry) => entry.length < MIN_SECRET_LENGTH))) {
      ctx.addIssue({
        code: "custom",
        path: ["COOKIE_SECRET"],
        message: `must be set, the same on every instance, to a secret of at least ${MIN_SECRET_LENGTH} characters when REDIS_URL is (several instances: random secrets of each would end each other's sessions)`,
      });
    }
    // A public deployment brings its own secrets: the random ones of a start differ from instance to
    // instance and from the chat service's, and the private half of the sandbox's RSA key is in this
    // repository. A production build may run without them only when it is not served over https and
    // its upstream is the sandbox (no API origin set: SANDBOX_ORIGIN or the one server.ts starts). An
    // origin's host proves nothing: a real upstream can sit behind a proxy on loopback.
    if (env.NODE_ENV !== "production") return;
    if (!env.PUBLIC_ORIGIN?.startsWith("https://") && !realUpstream) return;
    for (const name of RUN_SECRETS) {
      const value = env[name];
      if (value === undefined || secretList(value).some((entry) => entry.length < MIN_SECRET_LENGTH)) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `must be set to a secret of at least ${MIN_SECRET_LENGTH} characters in production (over https, or with an upstream other than a sandbox)`,
        });
      }
    }
    if (!env.RSA_PUBLIC_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["RSA_PUBLIC_KEY"],
        message: "must be set in production over https, or with an upstream other than a sandbox (the sandbox key's private half is public)",
      });
    // Without it the absolute links (canonical, hreflang, sitemap, robots.txt, QR codes) take the
    // request's Host and forwarded headers: a proxy's internal port, or any host a client sends.
    if (realUpstream && !env.PUBLIC_ORIGIN)
      ctx.addIssue({
        code: "custom",
        path: ["PUBLIC_ORIGIN"],
        message:
          "must be set in production with an upstream other than a sandbox: the site's absolute links would otherwise come from the request's Host header",
      });
  });

export type ServerEnv = Omit<z.infer<typeof envSchema>, (typeof RUN_SECRETS)[number]> & { CHAT_SECRET: string; COOKIE_SECRET: string };

let cached: ServerEnv | undefined;
/** This process's random secrets, made once, for the secrets not configured. */
const randomSecrets = new Map<string, string>();

function randomSecret(name: string): string {
  let secret = randomSecrets.get(name);
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    randomSecrets.set(name, secret);
  }
  return secret;
}

/**
 * The validated environment; throws at start-up with every invalid variable named. CHAT_SECRET
 * and COOKIE_SECRET, when not configured (and allowed to be missing), are random values of this
 * process (256 bits), the same for its whole life: a restart signs anew, and the cookies and chat
 * links of the run before are refused.
 */
export function serverEnv(): ServerEnv {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
    }
    cached = {
      ...parsed.data,
      CHAT_SECRET: parsed.data.CHAT_SECRET ?? randomSecret("CHAT_SECRET"),
      COOKIE_SECRET: parsed.data.COOKIE_SECRET ?? randomSecret("COOKIE_SECRET"),
    };
  }
  return cached;
}

/**
 * Puts this process's random secrets in its environment (configured ones are there already), for
 * what reads them from there: the app build, which holds its own copy of this module, and a
 * cluster's workers, which inherit the primary's environment; so that all sign and verify with
 * the same secrets (a cookie one worker wrote is read by another). server.ts calls it at start.
 */
export function shareRunSecrets(): void {
  const env = serverEnv();
  for (const name of RUN_SECRETS) process.env[name] ??= env[name];
}

/**
 * The site's origin for absolute links (canonical and hreflang links, sitemap, robots.txt,
 * JSON-LD, QR codes): PUBLIC_ORIGIN when configured, else the request's own origin.
 */
export function siteOrigin(request: Request): string {
  return serverEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
}

/**
 * Cache-Control of an answer whose absolute URLs come from siteOrigin (robots.txt, sitemap.xml):
 * shared caches may keep it for an hour when PUBLIC_ORIGIN fixes the origin; otherwise the URLs
 * follow the request's Host, which a client chooses, so only the browser may keep it (a shared
 * cache would hand one client's host to everyone).
 */
export function originCacheControl(): string {
  return serverEnv().PUBLIC_ORIGIN ? "public, max-age=3600" : "private, max-age=3600";
}

/** For tests that change process.env between cases. */
export function resetServerEnvCache(): void {
  cached = undefined;
}

export const ENVIRONMENTS = ["production", "uat", "sit", "dev", "local"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** The brokerage's own domain; the environment hosts are subdomains of it. */
export const SITE_DOMAIN = "dolphin-securities.sg";

interface EnvironmentConfig {
  hzOrigin: string;
  jyOrigin: string;
  mobileSiteOrigin: string;
  analyticsProject: "production" | "default";
  rsaKeyName: "production" | "test";
}

// The built server runs from the repository root (npm scripts), where sandbox/ lives.
const sandboxKeyPath = join(process.cwd(), "sandbox", "keys", "sandbox-public.pem");

const ENVIRONMENT_CONFIG: Record<Environment, EnvironmentConfig> = {
  production: {
    hzOrigin: `https://hz-api.${SITE_DOMAIN}`,
    jyOrigin: `https://jy-api.${SITE_DOMAIN}`,
    mobileSiteOrigin: `https://m.${SITE_DOMAIN}`,
    analyticsProject: "production",
    rsaKeyName: "production",
  },
  uat: {
    hzOrigin: `https://hz-api-uat.${SITE_DOMAIN}`,
    jyOrigin: `https://jy-api-uat.${SITE_DOMAIN}`,
    mobileSiteOrigin: `https://m-uat.${SITE_DOMAIN}`,
    analyticsProject: "default",
    rsaKeyName: "test",
  },
  sit: {
    hzOrigin: `https://hz-api-sit.${SITE_DOMAIN}`,
    jyOrigin: `https://jy-api-sit.${SITE_DOMAIN}`,
    mobileSiteOrigin: `https://m-sit.${SITE_DOMAIN}`,
    analyticsProject: "default",
    rsaKeyName: "test",
  },
  dev: {
    hzOrigin: `https://hz-api-dev.${SITE_DOMAIN}`,
    jyOrigin: `https://jy-api-dev.${SITE_DOMAIN}`,
    mobileSiteOrigin: `https://m-dev.${SITE_DOMAIN}`,
    analyticsProject: "default",
    rsaKeyName: "test",
  },
  local: {
    hzOrigin: "http://127.0.0.1:4000",
    jyOrigin: "http://127.0.0.1:4000",
    mobileSiteOrigin: `https://m-dev.${SITE_DOMAIN}`,
    analyticsProject: "default",
    rsaKeyName: "test",
  },
};

/**
 * product.md §Upstream: the environment is derived from the page host. `www.`/bare domain → production,
 * `uat.`/`sit.`/`dev.` subdomains → that environment, anything else (localhost, an IP) → local.
 */
export function environmentFromHost(host: string): Environment {
  const hostname = host.replace(/:\d+$/, "").toLowerCase();
  if (hostname === SITE_DOMAIN || hostname === `www.${SITE_DOMAIN}`) return "production";
  for (const env of ["uat", "sit", "dev"] as const) {
    if (hostname === `${env}.${SITE_DOMAIN}` || (hostname.startsWith(`${env}-`) && hostname.endsWith(`.${SITE_DOMAIN}`))) {
      return env;
    }
  }
  return "local";
}

export interface UpstreamConfig extends EnvironmentConfig {
  environment: Environment;
  analyticsOrigin: string;
  rsaPublicKey: string;
}

const keyCache = new Map<string, string>();
function readKey(name: "production" | "test"): string {
  const env = serverEnv();
  if (env.RSA_PUBLIC_KEY) return env.RSA_PUBLIC_KEY;
  let key = keyCache.get(name);
  if (!key) {
    // Until the brokerage supplies its production key (product.md §Session: one for production, one for the others),
    // every environment without RSA_PUBLIC_KEY uses the sandbox's public key.
    try {
      key = readFileSync(sandboxKeyPath, "utf8");
    } catch {
      key = "";
    }
    keyCache.set(name, key);
  }
  return key;
}

/** The upstream configuration for a request host, with environment variables applied. */
export function upstreamConfig(host: string): UpstreamConfig {
  const environment = environmentFromHost(host);
  const base = ENVIRONMENT_CONFIG[environment];
  const env = serverEnv();
  // server.ts sets SANDBOX_ORIGIN when it starts the sandbox, after the environment was read.
  const sandboxOrigin = env.SANDBOX_ORIGIN ?? process.env.SANDBOX_ORIGIN;
  const hzOrigin = env.API_HZ_ORIGIN ?? sandboxOrigin ?? base.hzOrigin;
  const jyOrigin = env.API_JY_ORIGIN ?? sandboxOrigin ?? base.jyOrigin;
  return {
    ...base,
    environment,
    hzOrigin,
    jyOrigin,
    mobileSiteOrigin: env.MOBILE_SITE_ORIGIN ?? base.mobileSiteOrigin,
    analyticsOrigin: env.ANALYTICS_ORIGIN ?? hzOrigin,
    rsaPublicKey: readKey(base.rsaKeyName),
  };
}

/** Whether cookies must be Secure: production builds, except when served over plain loopback HTTP in tests. */
export function isProduction(): boolean {
  return serverEnv().NODE_ENV === "production";
}
