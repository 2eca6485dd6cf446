/**
 * Mobile numbers as one spelling (docs/security.md §Abuse limits): every number a form takes is
 * parsed with libphonenumber-js (Google's libphonenumber metadata, "max" set: each country's
 * number plan, types included) and normalised to E.164 (ITU-T E.164: "+" country calling code,
 * national significant number) before it is counted, stored or sent upstream. So `+60` with
 * `123456789`, `0123456789`, `60123456789` or `0060123456789` is one number, `+60123456789`, and
 * one per-number limit. A number that is not a valid mobile number of the chosen area code's
 * country (a wrong length, an unassigned, fixed-line or premium-rate range) is refused with the
 * form's translated error (docs/product.md §Forms). Server-only: the metadata stays out of the browser bundle; the
 * browser's own checks (lib/schemas/account.ts) are the quick ones.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import type * as z from "zod";
import { AREA_CODE_BY_REGION, AREA_CODES, type AreaCode } from "~/lib/schemas/account";

/** A mobile number in E.164, and as the user service takes it: its area code and national significant number. */
export type MobileNumber = { e164: string; areaCode: AreaCode; phoneNumber: string };

/** The region whose dialling rules a number typed under `areaCode` is read with ("+1": the US plan, which Canada shares). */
const REGION_OF_AREA_CODE = new Map<string, CountryCode>(
  Object.entries(AREA_CODE_BY_REGION)
    .reverse()
    .map(([region, areaCode]) => [areaCode, region as CountryCode]),
);

/** The number types a text message reaches (libphonenumber's: some plans, the US's, do not tell mobile from fixed lines). */
const TEXTABLE_TYPES = new Set(["MOBILE", "FIXED_LINE_OR_MOBILE"]);

/**
 * Parses the mobile number `phoneNumber` typed under `areaCode` (one of the forms' area codes), as
 * people write it: national (with or without the trunk prefix "0"), with the country code, or
 * with the country's international prefix ("00…"). Answers it normalised, or null when it is not
 * a valid mobile number of that country (or names another country's code).
 */
export function parseMobileNumber(areaCode: string, phoneNumber: string): MobileNumber | null {
  const region = REGION_OF_AREA_CODE.get(areaCode);
  if (!region) return null;
  const parsed = parsePhoneNumberFromString(phoneNumber, region);
  if (!parsed || `+${parsed.countryCallingCode}` !== areaCode || !parsed.isValid()) return null;
  if (!TEXTABLE_TYPES.has(parsed.getType() ?? "")) return null;
  return { e164: parsed.number, areaCode: areaCode as AreaCode, phoneNumber: parsed.nationalNumber };
}

/**
 * The area-code budget a text message to `e164` (a number in E.164, or an area code alone when
 * the user service masks the rest, "+65" or "65") is counted under: its country calling code when it is one of
 * the forms' area codes, else "other", one budget for every other code, so that numbers the user
 * service holds under codes the forms do not offer cannot open a budget each.
 */
export function smsBudgetOf(e164: string): AreaCode | "other" {
  const parsed = parsePhoneNumberFromString(e164);
  // An area code alone, with or without its "+" (some answers of the user service leave it out).
  const alone = /^\+?(\d{1,4})$/.exec(e164);
  const callingCode = parsed ? `+${parsed.countryCallingCode}` : alone ? `+${alone[1]}` : "";
  return (AREA_CODES as readonly string[]).includes(callingCode) ? (callingCode as AreaCode) : "other";
}

/** The message of a number not valid for its country (the account namespace's, translated where it renders). */
export const PHONE_INVALID = "account:validation.phoneInvalid";

/**
 * `schema` (an account form's, lib/schemas/account.ts) with its phone number normalised: a valid
 * value with `method: "phone"` gets the number as parseMobileNumber answers it, or an issue on
 * `phoneNumber` (PHONE_INVALID) when it is not valid. The browser's rules run first; this runs on
 * the server only, after them.
 */
export function withMobileNumber<Schema extends z.ZodType<{ method: string }>>(schema: Schema) {
  return schema.transform((value, ctx): z.output<Schema> => {
    if (value.method !== "phone") return value;
    const phone = value as unknown as { areaCode: string; phoneNumber: string };
    const parsed = parseMobileNumber(phone.areaCode, phone.phoneNumber);
    if (!parsed) {
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: PHONE_INVALID });
      return value;
    }
    return { ...value, areaCode: parsed.areaCode, phoneNumber: parsed.phoneNumber };
  });
}

/** The region a contact number without its country code is read in: the brokerage's market. */
const CONTACT_REGION: CountryCode = "SG";

/**
 * A phone number given as a contact (the feedback form's, which has no area-code field), in
 * E.164: "+…" read as international, anything else under Singapore's plan; any valid type (a
 * contact may be a fixed line). Null when it is not a valid number.
 */
export function parseContactPhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, CONTACT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** The message of a contact number that is not a valid number (the service namespace's). */
export const CONTACT_PHONE_INVALID = "service:validation.contactPhone";

/**
 * `schema` (a form with an optional `contact`, an email or a phone number) with a phone contact
 * normalised to E.164 (parseContactPhone), or an issue on `contact` (CONTACT_PHONE_INVALID) when
 * it is not a valid number. An email, or no contact, passes as it is. Server-only, after the
 * browser's rules.
 */
export function withContactPhone<Schema extends z.ZodType<{ contact?: string }>>(schema: Schema) {
  return schema.transform((value, ctx): z.output<Schema> => {
    const contact = value.contact;
    if (!contact || contact.includes("@")) return value;
    const e164 = parseContactPhone(contact);
    if (!e164) {
      ctx.addIssue({ code: "custom", path: ["contact"], message: CONTACT_PHONE_INVALID });
      return value;
    }
    return { ...value, contact: e164 };
  });
}
