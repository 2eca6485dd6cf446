/**
 * The patched `json()` of @remix-run/router (patches/@remix-run+router+*.patch): the body
 * is encoded when first read instead of when the response is made. What a reader of the response
 * gets must not change: the same bytes, headers and status, readable once, and from a clone.
 */
import { json } from "@remix-run/node";
import { describe, expect, it } from "vitest";

const DATA = { title: "开户 — Dolphin", fees: [0.03, 1.99], note: "\u2028<script>&" };

describe("json() responses (patched router)", () => {
  it("read back as the same data, UTF-8 encoded, with the JSON content type", async () => {
    const response = json(DATA);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual(new TextEncoder().encode(JSON.stringify(DATA)));
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it("keep the status, the headers given and a content type of the caller's own", async () => {
    const response = json(DATA, { status: 422, headers: { "Content-Type": "application/problem+json", "X-Test": "1" } });
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    expect(response.headers.get("X-Test")).toBe("1");
    expect(await response.json()).toEqual(DATA);
  });

  it("can be cloned, each copy reading the whole body", async () => {
    const response = json(DATA, 201);
    const copy = response.clone();
    expect(await copy.json()).toEqual(DATA);
    expect(await response.text()).toBe(JSON.stringify(DATA));
  });

  it("have no body for undefined, as JSON.stringify gives no text for it", async () => {
    const response = json(undefined);
    expect(response.body).toBeNull();
    expect(await response.text()).toBe("");
  });
});
