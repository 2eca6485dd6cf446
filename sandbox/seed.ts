/**
 * Fills the store: the seeded accounts (with the demo user's payment records) when there are no
 * users yet, and the news / help / official content whenever the seed content changed (so edits
 * to seed/content.ts show up in a kept database file).
 */
import { createHash } from "node:crypto";
import { createUser } from "./accounts";
import type { Lang, Localized, SeedContent } from "./content-types";
import { hashPassword } from "./crypto";
import { transaction, type Db } from "./db";
import { DEMO_EMAIL, demoPayments, seedUsers } from "./seed/users";

const LANGS: Lang[] = ["en", "cn", "zh-hk"];

/** Localized text as stored: every language present (missing ones fall back to English). */
function loc(value: Localized): string {
  const out: Record<string, string> = {};
  for (const lang of LANGS) out[lang] = value[lang] ?? value.en ?? "";
  return JSON.stringify(out);
}

function ms(iso: string): number {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`sandbox seed: bad date ${iso}`);
  return t;
}

async function seedAccounts(db: Db): Promise<void> {
  const { n } = db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number };
  if (n > 0) return;
  const hashes = await Promise.all(seedUsers.map((u) => hashPassword(u.password)));
  transaction(db, () => {
    seedUsers.forEach((u, i) => {
      const user = createUser(db, { ...u, passwordHash: hashes[i]! });
      if (u.email !== DEMO_EMAIL) return;
      const insert = db.prepare(
        `INSERT INTO payment_records (id, user_id, type, amount_cents, currency, status, method, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const p of demoPayments) {
        insert.run(p.id, user.id, p.type, Math.round(Number(p.amount) * 100), p.currency, p.status, p.method, ms(p.createdAt));
      }
    });
  });
}

function seedContent(db: Db, content: SeedContent): void {
  const { newsTabs, articles, helpTabs, questions, officialTabs, officialNews } = content;
  const hash = createHash("sha256").update(JSON.stringify({ newsTabs, articles, helpTabs, questions, officialTabs, officialNews })).digest("hex");
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'content_hash'").get() as { value: string } | undefined;
  if (stored?.value === hash) return;
  transaction(db, () => {
    db.exec("DELETE FROM news_tabs; DELETE FROM articles; DELETE FROM help_tabs; DELETE FROM questions; DELETE FROM official_tabs; DELETE FROM official_news;");
    const tab = db.prepare("INSERT INTO news_tabs (id, sort, name) VALUES (?, ?, ?)");
    content.newsTabs.forEach((t, i) => tab.run(t.id, i, loc(t.name)));
    const article = db.prepare("INSERT INTO articles (id, tab_id, title, summary, content, image, publish_time, publish_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    for (const a of content.articles) {
      article.run(a.id, a.tabId, loc(a.title), loc(a.summary), loc(a.content), a.image, a.publishTime, ms(a.publishTime));
    }
    const helpTab = db.prepare("INSERT INTO help_tabs (id, sort, name, icon) VALUES (?, ?, ?, ?)");
    content.helpTabs.forEach((t, i) => helpTab.run(t.id, i, loc(t.name), t.icon));
    const question = db.prepare("INSERT INTO questions (id, tab_id, sort, title, content, common, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)");
    content.questions.forEach((q, i) => question.run(q.id, q.tabId, i, loc(q.title), loc(q.content), q.common ? 1 : 0, q.updateTime));
    const officialTab = db.prepare("INSERT INTO official_tabs (id, sort, name) VALUES (?, ?, ?)");
    content.officialTabs.forEach((t, i) => officialTab.run(t.id, i, loc(t.name)));
    const news = db.prepare("INSERT INTO official_news (id, tab_id, title, summary, content, publish_time, publish_ms) VALUES (?, ?, ?, ?, ?, ?, ?)");
    for (const n of content.officialNews) {
      news.run(n.id, n.tabId, loc(n.title), loc(n.summary), loc(n.content), n.publishTime, ms(n.publishTime));
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('content_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(hash);
  });
}

/** Seeds accounts (if none) and content (if changed). */
export async function seedStore(db: Db, content: SeedContent): Promise<void> {
  seedContent(db, content);
  await seedAccounts(db);
}
