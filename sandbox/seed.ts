/**
 * Fills the store: the seeded accounts (with the demo user's payment records) when there are no
 * users yet, and the news / help / official content whenever the seed content changed (so edits
 * to seed/content.ts show up in a kept database file).
 */
import { createHash } from "node:crypto";
import { createUser } from "./accounts";
import type { Lang, Localized, SeedContent } from "./content-types";
import { hashPassword } from "./crypto";
import { insertRow, transaction, type Db } from "./db";
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
      for (const p of demoPayments) {
        insertRow(db, "payment_records", {
          id: p.id,
          user_id: user.id,
          type: p.type,
          amount_cents: Math.round(Number(p.amount) * 100),
          currency: p.currency,
          status: p.status,
          method: p.method,
          created_at: ms(p.createdAt),
        });
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
    content.newsTabs.forEach((t, i) => insertRow(db, "news_tabs", { id: t.id, sort: i, name: loc(t.name) }));
    for (const a of content.articles) {
      insertRow(db, "articles", {
        id: a.id,
        tab_id: a.tabId,
        title: loc(a.title),
        summary: loc(a.summary),
        content: loc(a.content),
        image: a.image,
        publish_time: a.publishTime,
        publish_ms: ms(a.publishTime),
      });
    }
    content.helpTabs.forEach((t, i) => insertRow(db, "help_tabs", { id: t.id, sort: i, name: loc(t.name), icon: t.icon }));
    content.questions.forEach((q, i) =>
      insertRow(db, "questions", {
        id: q.id,
        tab_id: q.tabId,
        sort: i,
        title: loc(q.title),
        content: loc(q.content),
        common: q.common ? 1 : 0,
        update_time: q.updateTime,
      }),
    );
    content.officialTabs.forEach((t, i) => insertRow(db, "official_tabs", { id: t.id, sort: i, name: loc(t.name) }));
    for (const n of content.officialNews) {
      insertRow(db, "official_news", {
        id: n.id,
        tab_id: n.tabId,
        title: loc(n.title),
        summary: loc(n.summary),
        content: loc(n.content),
        publish_time: n.publishTime,
        publish_ms: ms(n.publishTime),
      });
    }
    db.prepare("INSERT INTO meta (key, value) VALUES ('content_hash', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(hash);
  });
}

/** Seeds accounts (if none) and content (if changed). */
export async function seedStore(db: Db, content: SeedContent): Promise<void> {
  seedContent(db, content);
  await seedAccounts(db);
}
