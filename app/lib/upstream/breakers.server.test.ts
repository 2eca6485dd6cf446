import { describe, expect, it } from "vitest";
import { serviceOf } from "~/lib/upstream/breakers.server";

describe("serviceOf", () => {
  it("names the upstream service by the first segment of the path", () => {
    expect(serviceOf("/user-server-sg/api/get-current-user/v1")).toBe("user");
    expect(serviceOf("/crm-server-sg/web/payment-records/v1")).toBe("crm");
    expect(serviceOf("/news-helpcenter/api/v1/query/homepage")).toBe("news-helpcenter");
    expect(serviceOf("/news-msgdisplay/api/v1/official_tab")).toBe("news-msgdisplay");
    expect(serviceOf("/quotes-location/api/v1/ipinfo")).toBe("quotes-location");
    expect(serviceOf("/somewhere-else/x")).toBe("other");
    expect(serviceOf("")).toBe("other");
  });
});
