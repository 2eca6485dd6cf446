import { describe, expect, it } from "vitest";
import { errorDetails } from "~/components/layout/error-page";

describe("errorDetails (product.md §Errors: statusCode, status or response status; default 500)", () => {
  it("reads statusCode, then status, then response.status", () => {
    expect(errorDetails(Object.assign(new Error("a"), { statusCode: 503 }))).toMatchObject({ status: 503, message: "a" });
    expect(errorDetails({ status: 409, message: "b" })).toMatchObject({ status: 409, message: "b" });
    expect(errorDetails({ response: { status: 502 }, message: "c" })).toMatchObject({ status: 502 });
  });
  it("defaults to 500 and ignores values that are not HTTP error statuses", () => {
    expect(errorDetails(new Error("boom"))).toMatchObject({ status: 500, message: "boom" });
    expect(errorDetails({ statusCode: "418" })).toMatchObject({ status: 500, message: null });
    expect(errorDetails({ statusCode: 200 })).toMatchObject({ status: 500 });
    expect(errorDetails(null)).toMatchObject({ status: 500, message: null, chunkLoad: false });
    expect(errorDetails(Object.assign(new Error("x"), { chunkLoadGuard: true }))).toMatchObject({ status: 500, chunkLoad: true });
  });
});
