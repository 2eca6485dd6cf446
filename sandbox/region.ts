/**
 * IP → region for /quotes-location/api/v1/ipinfo: a small fixed table of address prefixes
 * (README "Region table"), loopback and private ranges as Singapore.
 */
import { isIP } from "node:net";

export interface Region {
  countryCode: string;
  country: string;
  city: string;
}

/** Country names of the codes the sandbox knows (also used for the X-Sandbox-Country header). */
export const COUNTRY_NAMES: Record<string, string> = {
  SG: "Singapore",
  HK: "Hong Kong",
  CN: "China",
  TW: "Taiwan",
  MY: "Malaysia",
  JP: "Japan",
  AU: "Australia",
  US: "United States",
  GB: "United Kingdom",
};

/** Address prefix → region; the longest matching prefix wins. */
export const REGION_TABLE: [prefix: string, countryCode: string, city: string][] = [
  ["203.116.", "SG", "Singapore"],
  ["118.189.", "SG", "Singapore"],
  ["116.86.", "SG", "Singapore"],
  ["1.36.", "HK", "Hong Kong"],
  ["112.118.", "HK", "Hong Kong"],
  ["223.104.", "CN", "Beijing"],
  ["114.114.", "CN", "Nanjing"],
  ["240e:", "CN", ""],
  ["1.160.", "TW", "Taipei"],
  ["175.136.", "MY", "Kuala Lumpur"],
  ["126.", "JP", "Tokyo"],
  ["1.1.1.", "AU", "Sydney"],
  ["8.8.", "US", "Mountain View"],
  ["17.", "US", "Cupertino"],
  ["2001:4860:", "US", "Mountain View"],
  ["81.2.69.", "GB", "London"],
];
const BY_LENGTH = [...REGION_TABLE].sort((a, b) => b[0].length - a[0].length);

/** An address with its IPv4-mapped IPv6 form (::ffff:1.2.3.4) unwrapped, lower-cased. */
export function normalizeIp(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

function isLocal(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split(".").map(Number) as [number, number];
    return (
      a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)
    );
  }
  return ip === "::1" || /^f[cd][0-9a-f]{2}:/.test(ip) || /^fe[89ab][0-9a-f]:/.test(ip);
}

const region = (countryCode: string, city: string): Region => ({ countryCode, country: COUNTRY_NAMES[countryCode] ?? countryCode, city });

/** The region of a normalized address; empty strings when unknown. */
export function lookupRegion(ip: string): Region {
  if (isLocal(ip)) return region("SG", "Singapore");
  const hit = BY_LENGTH.find(([prefix]) => ip.startsWith(prefix));
  return hit ? region(hit[1], hit[2]) : { countryCode: "", country: "", city: "" };
}

/** The region the X-Sandbox-Country header forces (a two-letter code), if any. */
export function forcedRegion(header: string | undefined): Region | undefined {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? region(code, "") : undefined;
}
