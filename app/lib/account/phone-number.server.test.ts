import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { parseContactPhone, parseMobileNumber, PHONE_INVALID, smsBudgetOf, withMobileNumber } from "~/lib/account/phone-number.server";
import { sendCodeSchema } from "~/lib/schemas/account";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseMobileNumber: one number, one spelling (E.164)", () => {
  it("reads a number's national, trunk-prefixed, country-coded and international spellings as one", () => {
    for (const spelling of ["123456789", "0123456789", "60123456789", "0060123456789"]) {
      expect(parseMobileNumber("+60", spelling), spelling).toEqual({ e164: "+60123456789", areaCode: "+60", phoneNumber: "123456789" });
    }
    expect(parseMobileNumber("+65", "81234567")).toEqual({ e164: "+6581234567", areaCode: "+65", phoneNumber: "81234567" });
    expect(parseMobileNumber("+44", "07400123456")?.e164).toBe("+447400123456");
    // The US plan does not tell mobile from fixed lines: either is taken.
    expect(parseMobileNumber("+1", "2015550123")?.e164).toBe("+12015550123");
  });

  it("refuses a number not valid for its country: a wrong length, an unassigned range, a fixed line, another country's code", () => {
    expect(parseMobileNumber("+65", "99123456")).toBeNull(); // 99x: not assigned to mobiles
    expect(parseMobileNumber("+65", "812345")).toBeNull();
    expect(parseMobileNumber("+65", "61234567")).toBeNull(); // a fixed line
    expect(parseMobileNumber("+44", "7700900123")).toBeNull(); // Ofcom's range for drama, never assigned
    expect(parseMobileNumber("+60", "00447400123456")).toBeNull(); // a UK number typed under +60
    expect(parseMobileNumber("+999", "81234567")).toBeNull();
  });
});

describe("smsBudgetOf: the area-code budget a text message is counted under", () => {
  it("is the number's calling code when the forms offer it, else one budget for all others", () => {
    expect(smsBudgetOf("+6581234567")).toBe("+65");
    expect(smsBudgetOf("+447400123456")).toBe("+44");
    expect(smsBudgetOf("+41791234567")).toBe("other");
    // An area code alone (the user service masks a two-step number), with or without its "+".
    expect(smsBudgetOf("+64")).toBe("+64");
    expect(smsBudgetOf("64")).toBe("+64");
    expect(smsBudgetOf("")).toBe("other");
  });
});

describe("withMobileNumber: a form's number normalised on the server", () => {
  it("sends the normalised number on, or the form's error on the number field", () => {
    const schema = withMobileNumber(sendCodeSchema);
    const ok = parseWithZod(form({ method: "phone", areaCode: "+60", phoneNumber: "012-345 6789" }), { schema });
    expect(ok.status === "success" && ok.value).toEqual({ method: "phone", areaCode: "+60", phoneNumber: "123456789" });
    const bad = parseWithZod(form({ method: "phone", areaCode: "+44", phoneNumber: "7700900123" }), { schema });
    expect(bad.status).toBe("error");
    expect(bad.reply().error).toEqual({ phoneNumber: [PHONE_INVALID] });
    // What was typed is kept for the form.
    expect(bad.reply().initialValue).toMatchObject({ phoneNumber: "7700900123" });
    const email = parseWithZod(form({ method: "email", email: "a@example.com" }), { schema });
    expect(email.status === "success" && email.value).toEqual({ method: "email", email: "a@example.com" });
  });
});

describe("parseContactPhone: a contact number without an area-code field", () => {
  it("reads a number as Singapore's unless it begins with +, any valid type, in E.164", () => {
    expect(parseContactPhone("8123 4567")).toBe("+6581234567");
    expect(parseContactPhone("6222 3334")).toBe("+6562223334");
    expect(parseContactPhone("+60 12-345 6789")).toBe("+60123456789");
    expect(parseContactPhone("1234 5678")).toBeNull();
  });
});
