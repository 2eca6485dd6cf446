/**
 * The seed content as one value: what seed/content.ts exports (its types are the contract), and
 * what tests may pass through `startSandbox({ content })`.
 */
import type { SeedArticle, SeedHelpTab, SeedNewsTab, SeedOfficialNews, SeedOfficialTab, SeedQuestion } from "./seed/content";

export type { Lang, Localized } from "./seed/content";

export interface SeedContent {
  newsTabs: SeedNewsTab[];
  articles: SeedArticle[];
  helpTabs: SeedHelpTab[];
  questions: SeedQuestion[];
  officialTabs: SeedOfficialTab[];
  officialNews: SeedOfficialNews[];
}
