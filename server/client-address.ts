/**
 * The client's address as the server counts and looks it up: Express's `req.ip` (the address the
 * trusted proxy saw, TRUST_PROXY) with a port some load balancers append to the entries they add
 * to X-Forwarded-For removed ("203.0.113.7:50312", "[2001:db8::1]:443"). Left in, every
 * connection of one client would have its own address, and per-address limits would not hold.
 */
import { isIP } from "node:net";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const IPV6_WITH_PORT = /^\[([0-9a-fA-F:.]+(?:%[\w.-]+)?)\](?::\d{1,5})?$/;

/** `raw` (req.ip, possibly undefined) without a port: an IP address, or "" when there is none. */
export function clientAddress(raw: string | undefined): string {
  if (!raw) return "";
  if (isIP(raw)) return raw;
  const match = IPV4_WITH_PORT.exec(raw) ?? IPV6_WITH_PORT.exec(raw);
  return match && isIP(match[1]) ? match[1] : raw;
}
