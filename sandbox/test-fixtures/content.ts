/** A small fixed seed content for the sandbox's own tests (independent of seed/content.ts). */
import type { Localized, SeedContent } from "../content-types";

const l = (en: string, cn = `${en}（简）`, hk = `${en}（繁）`): Localized => ({ en, cn, "zh-hk": hk });

export const fixtureContent: SeedContent = {
  newsTabs: [
    { id: "market", name: l("Market", "市场", "市場") },
    { id: "us", name: l("US Stocks", "美股", "美股") },
    { id: "asia", name: l("Asia", "亚洲", "亞洲") },
  ],
  articles: Array.from({ length: 12 }, (_, i) => ({
    id: `m${i + 1}`,
    tabId: "market",
    title: l(`Market update ${i + 1}`, `市场动态 ${i + 1}`, `市場動態 ${i + 1}`),
    summary: l(`Summary ${i + 1}`),
    content: l(
      `<p>Stocks moved on day ${i + 1}.</p><p>The <strong>Straits Times Index</strong> closed higher &amp; steady.</p>`,
      `<p>第 ${i + 1} 天股市波动。</p><p>海峡时报指数收高。</p>`,
      `<p>第 ${i + 1} 天股市波動。</p><p>海峽時報指數收高。</p>`,
    ),
    image: `/images/news/market-${i + 1}.svg`,
    publishTime: new Date(Date.UTC(2026, 0, 1 + i * 3, 2)).toISOString(),
  })).concat([
    {
      id: "u1",
      tabId: "us",
      title: l("Fed holds rates"),
      summary: l("The Fed held rates."),
      content: l("<p>The Federal Reserve kept rates unchanged.</p>"),
      image: "/images/news/us-1.svg",
      publishTime: "2026-03-01T00:00:00.000Z",
    },
  ]),
  helpTabs: [
    { id: "account", name: l("Account", "账户", "賬戶"), icon: "user" },
    { id: "funding", name: l("Funding", "出入金", "出入金"), icon: "wallet" },
    { id: "trading", name: l("Trading", "交易", "交易"), icon: "chart" },
    { id: "security", name: l("Security", "安全", "安全"), icon: "shield" },
  ],
  questions: [
    {
      id: "q-open",
      tabId: "account",
      title: l("How do I open an account?", "如何开户？", "如何開戶？"),
      content: l(
        "<p>Download the app and tap <em>Open account</em>. You need your NRIC or passport.</p>",
        "<p>下载应用并点击开户。需要身份证或护照。</p>",
        "<p>下載應用並點擊開戶。需要身份證或護照。</p>",
      ),
      common: true,
      updateTime: "2026-02-01T00:00:00.000Z",
    },
    {
      id: "q-docs",
      tabId: "account",
      title: l("Which documents do I need?"),
      content: l("<p>An NRIC or passport and proof of address.</p>"),
      common: false,
      updateTime: "2026-02-02T00:00:00.000Z",
    },
    {
      id: "q-deposit",
      tabId: "funding",
      title: l("How do I deposit with PayNow?"),
      content: l("<p>Use PayNow to send SGD from your bank; funds arrive within minutes.</p>"),
      common: true,
      updateTime: "2026-02-03T00:00:00.000Z",
    },
    {
      id: "q-withdraw",
      tabId: "funding",
      title: l("How long does a withdrawal take?"),
      content: l("<p>Withdrawals by FAST usually arrive on the same business day, within 24 hours.</p>"),
      common: false,
      updateTime: "2026-02-04T00:00:00.000Z",
    },
    {
      id: "q-hours",
      tabId: "trading",
      title: l("What are US trading hours?"),
      content: l("<p>Regular hours are 9:30 to 16:00 New York time.</p>"),
      common: true,
      updateTime: "2026-02-05T00:00:00.000Z",
    },
    {
      id: "q-2fa",
      tabId: "security",
      title: l("How do I turn on two-step verification?"),
      content: l("<p>Go to Settings, then Security, and turn on two-step verification with your phone.</p>"),
      common: false,
      updateTime: "2026-02-06T00:00:00.000Z",
    },
  ],
  officialTabs: [
    { id: "announcements", name: l("Announcements", "公告", "公告") },
    { id: "events", name: l("Events", "活动", "活動") },
  ],
  officialNews: [
    {
      id: "o1",
      tabId: "announcements",
      title: l("System maintenance"),
      summary: l("Maintenance on Saturday."),
      content: l("<p>Maintenance.</p>"),
      publishTime: "2026-04-01T00:00:00.000Z",
    },
    {
      id: "o2",
      tabId: "announcements",
      title: l("New market: Japan"),
      summary: l("Trade Japanese stocks."),
      content: l("<p>Japan.</p>"),
      publishTime: "2026-05-01T00:00:00.000Z",
    },
    { id: "o3", tabId: "events", title: l("Webinar"), summary: l("Join us."), content: l("<p>Webinar.</p>"), publishTime: "2026-06-01T00:00:00.000Z" },
  ],
};
