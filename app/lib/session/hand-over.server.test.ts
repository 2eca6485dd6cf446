import { describe, expect, it } from "vitest";
import { documentNavigation, maskedAccount, provablySameOrigin } from "~/lib/session/hand-over.server";

const request = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/stocks?tokenKey=k", { headers });

describe("provablySameOrigin", () => {
  it("believes Fetch Metadata alone where the browser sends it", () => {
    expect(provablySameOrigin(request({ "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    for (const site of ["same-site", "cross-site", "none"]) {
      // A Referer of our own does not outvote the browser's own word.
      expect(provablySameOrigin(request({ "Sec-Fetch-Site": site, Referer: "http://127.0.0.1:3000/" })), site).toBe(false);
    }
  });

  it("without Fetch Metadata, wants a Referer or Origin of this site's origin", () => {
    expect(provablySameOrigin(request({}))).toBe(false);
    expect(provablySameOrigin(request({ Referer: "http://127.0.0.1:3000/news/1" }))).toBe(true);
    expect(provablySameOrigin(request({ Origin: "http://127.0.0.1:3000" }))).toBe(true);
    for (const referer of ["https://evil.example/", "http://127.0.0.1:3001/", "https://127.0.0.1:3000/", "http://127.0.0.1:3000.evil.example/", "not a url"]) {
      expect(provablySameOrigin(request({ Referer: referer })), referer).toBe(false);
    }
  });
});

describe("documentNavigation", () => {
  it("is a top-level document navigation, or a browser that sends no Fetch Metadata", () => {
    expect(documentNavigation(request({ "Sec-Fetch-Dest": "document" }))).toBe(true);
    expect(documentNavigation(request({}))).toBe(true);
  });

  it("is not any request a page makes of its own accord", () => {
    for (const destination of ["image", "script", "style", "iframe", "frame", "empty", "embed", "object", "video", "", "document, image", "Document"]) {
      expect(documentNavigation(request({ "Sec-Fetch-Dest": destination })), JSON.stringify(destination)).toBe(false);
    }
  });
});

describe("maskedAccount", () => {
  const user = { email: "", areaCode: "", phoneNumber: "", nickname: "", dolphinNo: "10001" };
  it("masks the email, else the phone, else shows one character of the name", () => {
    expect(maskedAccount({ ...user, email: "demo@dolphin.sg", phoneNumber: "81234567" })).toBe("de***@dolphin.sg");
    expect(maskedAccount({ ...user, areaCode: "+65", phoneNumber: "81234567" })).toBe("+65 8123****");
    expect(maskedAccount({ ...user, nickname: "陈大文" })).toBe("陈***");
    expect(maskedAccount(user)).toBe("1***");
  });
});
