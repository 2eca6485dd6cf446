/**
 * Device flags from the user agent, parsed on the server with bowser so that the first HTML is
 * already right (SPEC §3, DESIGN.md Layouts). WeChat, WeCom and the company app are recognised by
 * their user-agent markers (the app's is configuration: APP_UA_MARKER).
 */
import Bowser from "bowser";
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

/** The flags of a user-agent string (an empty or unknown one is a PC). */
export function parseDevice(ua: string): Device {
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
