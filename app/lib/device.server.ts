/**
 * Device flags from the user agent, parsed on the server with bowser so that the first HTML is
 * already right (SPEC §3, DESIGN.md Layouts). WeChat, WeCom and the company app are recognised by
 * their user-agent markers (the app's is configuration: APP_UA_MARKER).
 */
import Bowser from "bowser";
import { LRUCache } from "lru-cache";
import { serverEnv } from "~/lib/config.server";

export interface Device {
  inCompanyApp: boolean;
  isH5: boolean;
  isPC: boolean;
  isIos: boolean;
  isAndroid: boolean;
  isWeChat: boolean;
  isWeCom: boolean;
  isWindows: boolean;
  isMac: boolean;
}

/**
 * Flags by user-agent string: a site sees few distinct ones, and bowser's parse was about 1 % of
 * the server's CPU per page (issue 8). Bounded by count and by total length (a client may send
 * any header).
 */
const parsedDevices = new LRUCache<string, Device>({ max: 2000, maxSize: 1_000_000, sizeCalculation: (_device, ua) => ua.length + 64 });

/** The flags of a user-agent string (an empty or unknown one is a PC); a fresh object each call. */
export function parseDevice(ua: string): Device {
  let device = parsedDevices.get(ua);
  if (!device) {
    device = parseDeviceUncached(ua);
    parsedDevices.set(ua, device);
  }
  return { ...device };
}

function parseDeviceUncached(ua: string): Device {
  // bowser throws on an empty string; a request without a user agent is treated as a PC.
  const parsed = ua.trim() ? Bowser.parse(ua) : null;
  const platform = parsed?.platform.type;
  const os = parsed?.os.name ?? "";
  const inCompanyApp = ua.includes(serverEnv().APP_UA_MARKER);
  const isWeCom = /wxwork/i.test(ua);
  const isH5 = platform === "mobile";
  return {
    inCompanyApp,
    isH5,
    isPC: !isH5 && platform !== "tablet",
    isIos: os === "iOS",
    isAndroid: os === "Android",
    isWeChat: /MicroMessenger/i.test(ua) && !isWeCom,
    isWeCom,
    isWindows: os === "Windows",
    isMac: os === "macOS",
  };
}
