import { describe, expect, it } from "vitest";
import { resetSchema, sendCodeSchema, signInSchema, signUpSchema } from "~/lib/schemas/account";

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

const validSignUp = { method: "email", email: "a@b.co", captcha: "123456", password: "abc12345", terms: "on" };

describe("sign-up schema", () => {
  it("accepts a valid email sign-up and a valid phone sign-up", () => {
    expect(signUpSchema.safeParse(validSignUp).success).toBe(true);
    expect(signUpSchema.safeParse({ ...validSignUp, method: "phone", areaCode: "+65", phoneNumber: "81234567", email: undefined }).success).toBe(true);
  });
  it.each([
    ["password", "short1", "account:validation.passwordLength"],
    ["password", "lettersonly", "account:validation.password"],
    ["password", "123456789", "account:validation.password"],
    ["password", "abc12345678901234567890", "account:validation.passwordLength"],
    ["password", "abc 12345", "account:validation.passwordCharacters"],
    ["password", "Pass 1234", "account:validation.passwordCharacters"],
    ["password", "Abc/12345", "account:validation.passwordCharacters"],
    ["password", "Pässword1", "account:validation.passwordCharacters"],
    ["captcha", "12345", "account:validation.captcha"],
    ["captcha", "abcdef", "account:validation.captcha"],
    ["email", "not-an-email", "common:validation.invalid"],
    ["email", "", "common:validation.required"],
    ["email", `${"a".repeat(300)}@b.co`, "common:validation.tooLong"],
    ["email", "a@b.co\r\nBcc: x@y.z", "common:validation.invalidCharacters"],
    ["invitationCode", "<script>", "account:validation.invitationCode"],
    ["terms", undefined, "account:validation.terms"],
  ])("%s %j → %s", (field, value, message) => {
    const result = signUpSchema.safeParse({ ...validSignUp, [field]: value });
    expect(result.success).toBe(false);
    expect(firstMessage(result, field)).toBe(message);
  });
  it("reads a mobile number as people write it, and says which rule it breaks", () => {
    const phone = (phoneNumber: string, areaCode = "+852") => signUpSchema.safeParse({ ...validSignUp, method: "phone", areaCode, phoneNumber });
    const parsed = phone("8123 4567", "+65");
    expect(parsed.success).toBe(true);
    expect(parsed.data && "phoneNumber" in parsed.data ? parsed.data.phoneNumber : null).toBe("81234567");
    expect(phone("9123-4567", "+65").success).toBe(true);
    expect(firstMessage(phone("1234"), "phoneNumber")).toBe("account:validation.phone");
    expect(firstMessage(phone("8123a4567"), "phoneNumber")).toBe("account:validation.phoneDigits");
    expect(firstMessage(phone("+6581234567"), "phoneNumber")).toBe("account:validation.phoneDigits");
    expect(firstMessage(phone(" "), "phoneNumber")).toBe("common:validation.required");
  });
  it("checks Singapore mobile numbers", () => {
    const result = signUpSchema.safeParse({ ...validSignUp, method: "phone", areaCode: "+65", phoneNumber: "61234567" });
    expect(firstMessage(result, "phoneNumber")).toBe("account:validation.phoneSg");
    expect(signUpSchema.safeParse({ ...validSignUp, method: "phone", areaCode: "+852", phoneNumber: "61234567" }).success).toBe(true);
  });
  it("refuses wrong types and unknown area codes", () => {
    expect(signUpSchema.safeParse({ ...validSignUp, email: 42 }).success).toBe(false);
    expect(firstMessage(sendCodeSchema.safeParse({ method: "phone", areaCode: "+999", phoneNumber: "81234567" }), "areaCode")).toBe(
      "account:validation.areaCode",
    );
  });
});

describe("sign-in and reset schemas", () => {
  it("sign-in needs the account and a password", () => {
    expect(signInSchema.safeParse({ method: "email", email: "a@b.co", password: "x" }).success).toBe(true);
    expect(firstMessage(signInSchema.safeParse({ method: "email", email: "a@b.co", password: "" }), "password")).toBe("common:validation.required");
  });
  it("reset needs matching passwords", () => {
    const base = { method: "email", email: "a@b.co", captcha: "123456", password: "abc12345" };
    expect(resetSchema.safeParse({ ...base, confirmPassword: "abc12345" }).success).toBe(true);
    expect(firstMessage(resetSchema.safeParse({ ...base, confirmPassword: "abc12346" }), "confirmPassword")).toBe("account:validation.passwordMismatch");
  });
});
