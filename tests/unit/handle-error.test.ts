import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { logger } from "~/lib/observability/logger.server";

afterEach(() => vi.restoreAllMocks());

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as unknown as Parameters<typeof handleError>[1];

describe("handleError: what reaches the error log", () => {
  it("keeps a client's refused request (405, 403) out of it", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new ErrorResponse(405, "Method Not Allowed", null), args("http://localhost/pricing?x=1"));
    handleError(new ErrorResponse(403, "Forbidden", null), args("http://localhost/pricing?_data=payment-records"));
    expect(error).not.toHaveBeenCalled();
  });

  it("logs a server error with its URL, the hand-over key hidden", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("render failed"), args("http://localhost/stocks?tokenKey=secret"));
    expect(error).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(error.mock.calls[0][0])).not.toContain("secret");
    expect((error.mock.calls[0][0] as { url: string }).url).toBe("http://localhost/stocks?tokenKey=%5Bhidden%5D");
  });
});
