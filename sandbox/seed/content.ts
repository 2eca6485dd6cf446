/**
 * Seeded content of the local upstream stand-in: the news center (news-helpcenter), the help
 * center and the official announcements (news-msgdisplay), in en, cn (Simplified Chinese) and
 * zh-hk (Traditional Chinese, Hong Kong usage).
 *
 * The text itself lives in ./content/*.ts, one file per tab group; this module holds the shapes
 * and assembles the lists.
 *
 * Hostile markup, on purpose: the article "market-security-notice" and the help question
 * "security-report-phishing" carry <script>, an <img onerror>, a javascript: link, an <iframe>,
 * inline event handlers and a style attribute in all three languages, inside otherwise sensible
 * text about phishing. They exist to prove that the website sanitises upstream HTML; every other
 * entry uses only <p>, <h3>, <ul>/<li>, <strong> and <a href="https://...">.
 *
 * Facts follow product.md §Fees and §Regulation. Fee amounts that drift (commissions, platform fees) are
 * deliberately not written here: the text points to the Pricing page instead.
 */
import { accountQuestions, fundingQuestions } from "./content/help-account-funding";
import { securityQuestions } from "./content/help-security";
import { tradingQuestions, marketDataQuestions } from "./content/help-trading-data";
import { asiaArticles } from "./content/news-asia";
import { marketArticles } from "./content/news-market";
import { usArticles } from "./content/news-us";
import { announcements, events } from "./content/official";

export type Lang = "en" | "cn" | "zh-hk";
export type Localized = Record<Lang, string>;

export interface SeedNewsTab {
  id: string;
  name: Localized;
}

export interface SeedArticle {
  id: string;
  tabId: string;
  title: Localized;
  summary: Localized;
  /** HTML. */
  content: Localized;
  image: string;
  /** ISO 8601 with +08:00. */
  publishTime: string;
}

export interface SeedHelpTab {
  id: string;
  name: Localized;
  icon: string;
}

export interface SeedQuestion {
  id: string;
  tabId: string;
  title: Localized;
  /** HTML. */
  content: Localized;
  common: boolean;
  updateTime: string;
}

export interface SeedOfficialTab {
  id: string;
  name: Localized;
}

export interface SeedOfficialNews {
  id: string;
  tabId: string;
  title: Localized;
  summary: Localized;
  /** HTML. */
  content: Localized;
  publishTime: string;
}

export const newsTabs: SeedNewsTab[] = [
  { id: "market", name: { en: "Market news", cn: "市场资讯", "zh-hk": "市場資訊" } },
  { id: "us", name: { en: "US stocks", cn: "美股", "zh-hk": "美股" } },
  { id: "asia", name: { en: "Singapore & Hong Kong", cn: "新加坡与香港", "zh-hk": "新加坡與香港" } },
];

export const articles: SeedArticle[] = [...marketArticles, ...usArticles, ...asiaArticles];

export const helpTabs: SeedHelpTab[] = [
  { id: "account", icon: "user", name: { en: "Account opening", cn: "开户", "zh-hk": "開戶" } },
  { id: "funding", icon: "wallet", name: { en: "Deposits & withdrawals", cn: "入金与出金", "zh-hk": "存款與提款" } },
  { id: "trading", icon: "chart", name: { en: "Trading & fees", cn: "交易与费用", "zh-hk": "交易與費用" } },
  { id: "market-data", icon: "pulse", name: { en: "Market data", cn: "行情数据", "zh-hk": "市場數據" } },
  { id: "security", icon: "shield", name: { en: "Security & account", cn: "安全与账户", "zh-hk": "安全與賬戶" } },
];

export const questions: SeedQuestion[] = [...accountQuestions, ...fundingQuestions, ...tradingQuestions, ...marketDataQuestions, ...securityQuestions];

export const officialTabs: SeedOfficialTab[] = [
  { id: "announcements", name: { en: "Announcements", cn: "公告", "zh-hk": "公告" } },
  { id: "events", name: { en: "Events", cn: "活动", "zh-hk": "活動" } },
];

export const officialNews: SeedOfficialNews[] = [...announcements, ...events];
