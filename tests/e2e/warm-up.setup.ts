/**
 * Runs once before the browser tests, like a deploy's warm-up: one render of the pages whose
 * upstream lists (news and help-center tabs, per locale) are cached with a time budget. A cold
 * render on a busy test machine may miss the budget and show the lists empty, by design (the
 * fault tests check that); the tests that assert the lists' content expect a warm server.
 */
import { expect, test } from "@playwright/test";

test("warm the upstream list caches of every locale", async ({ request }) => {
  for (const prefix of ["", "/cn", "/hk"]) {
    for (const path of ["/", "/help-center", "/news-center"]) {
      const response = await request.get(`${prefix}${path === "/" && prefix ? "" : path}`);
      expect(response.status(), `${prefix}${path}`).toBe(200);
    }
  }
});
