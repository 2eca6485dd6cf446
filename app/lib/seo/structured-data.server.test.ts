import { describe, expect, it } from "vitest";
import { jsonLdString, structuredData } from "~/lib/seo/structured-data.server";

describe("jsonLdString", () => {
  it("keeps text that could end the script or open a comment from doing so, and stays JSON", () => {
    const data = { name: "</script><!-- a & b > c", text: "line\u2028para\u2029end" };
    const out = jsonLdString(data);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(out).toContain("\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c");
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe("structuredData", () => {
  const request = (origin: string) => new Request(`${origin}/cn/stocks`);
  const page = { key: "stocks", path: "/stocks", locale: "cn" as const };

  it("serialises a page's entities once per origin, locale and page, and says the same as a fresh build", () => {
    const first = structuredData(request("http://a.test"), page, { faq: true });
    expect(structuredData(request("http://a.test"), page, { faq: true })).toBe(first);
    const entities = first.map((text) => JSON.parse(text) as { "@type": string; itemListElement?: Array<{ item: string }> });
    expect(entities.map((entity) => entity["@type"])).toEqual(["BreadcrumbList", "FAQPage"]);
    expect(entities[0].itemListElement?.[1].item).toBe("http://a.test/cn/stocks");
  });

  it("keeps origins, locales and options apart", () => {
    const a = structuredData(request("http://a.test"), page, { faq: true });
    const b = structuredData(request("http://b.test"), page, { faq: true });
    expect(b).not.toBe(a);
    expect(b[0]).toContain("http://b.test/cn/stocks");
    expect(structuredData(request("http://a.test"), page)).toHaveLength(1);
    expect(structuredData(request("http://a.test"), { ...page, locale: "en" }, { faq: true })[0]).toContain("http://a.test/stocks");
  });
});

describe("the Organization entity", () => {
  it("carries the firm's configured legal name, UEN, MAS licence, address and customer-service contacts", () => {
    const [organization] = structuredData(new Request("http://org.test/about"), { key: "about", path: "/about", locale: "en" }, { organization: true }).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    expect(organization).toMatchObject({
      "@type": "Organization",
      legalName: "Dolphin Securities Pte. Ltd. (sample)",
      identifier: { "@type": "PropertyValue", propertyID: "UEN", value: "200000000X" },
      hasCredential: { identifier: "CMS000000", recognizedBy: { name: "Monetary Authority of Singapore" } },
      address: { "@type": "PostalAddress", addressCountry: "SG" },
      email: "service@example.com",
    });
    const contacts = organization.contactPoint as Array<Record<string, unknown>>;
    expect(contacts.map((c) => [c.telephone, c.areaServed])).toEqual([
      ["1800 000 0000", "SG"],
      ["+65 6000 0000", "Worldwide"],
    ]);
    expect(contacts[0].hoursAvailable).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "09:00",
        closes: "18:00",
      },
    ]);
  });
});
