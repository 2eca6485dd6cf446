/**
 * Device flags from the user agent, parsed on the server with bowser so that the first HTML is
 * already right (product.md §Layouts). WeChat, WeCom and the company app are recognised by
 * their user-agent markers (the app's is configuration: APP_UA_MARKER).
 */
import Bowser from "bowser";
import { LRUCache } from "lru-cache";
import { serverEnv } from "~/lib/config/env.server";

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
 * the server's CPU per page. Bounded by count and by total length (a client may send
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

/**
 * The device class: the few kinds of visitor the pages differ for, and the device part of a
 * shared cache's key (docs/operations.md "Shared cache"). A form factor, with the platform where a
 * page reads it: desktop (Windows, macOS, other), tablet and phone (iOS, Android, other), and
 * the company app (iOS, Android, other). Written `<form>` or `<form>-<platform>`.
 */
export const DEVICE_CLASSES = [
  "desktop",
  "desktop-windows",
  "desktop-mac",
  "tablet",
  "tablet-ios",
  "tablet-android",
  "phone",
  "phone-ios",
  "phone-android",
  "app",
  "app-ios",
  "app-android",
] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The request header the edge (the configured proxy) sets to the visitor's device class. */
export const DEVICE_CLASS_HEADER = "X-Device-Class";

const DEVICE_CLASS_SET = new Set<string>(DEVICE_CLASSES);

/** What a page may know of the visitor's device: the flags its device class determines. */
export type PageDevice = Omit<Device, "isWeChat" | "isWeCom">;

/** The class of a device's flags (a tablet or a phone without iOS or Android is plain "tablet" / "phone"). */
export function deviceClassOf(device: Device): DeviceClass {
  const mobileOs = device.isIos ? "-ios" : device.isAndroid ? "-android" : "";
  if (device.inCompanyApp) return `app${mobileOs}` as DeviceClass;
  if (device.isH5) return `phone${mobileOs}` as DeviceClass;
  if (!device.isPC) return `tablet${mobileOs}` as DeviceClass;
  return device.isWindows ? "desktop-windows" : device.isMac ? "desktop-mac" : "desktop";
}

/** The flags a page renders for a device class (the inverse of deviceClassOf for those flags). */
export function deviceOfClass(deviceClass: DeviceClass): PageDevice {
  const [form, platform = ""] = deviceClass.split("-");
  const phone = form === "phone" || form === "app";
  return {
    inCompanyApp: form === "app",
    isH5: phone,
    isPC: form === "desktop",
    isIos: platform === "ios",
    isAndroid: platform === "android",
    isWindows: platform === "windows",
    isMac: platform === "mac",
  };
}

/**
 * The device class of a request: the edge's X-Device-Class when it names a class (server.ts drops
 * the header unless the request came through the configured proxy, TRUST_PROXY), else the class
 * of its User-Agent.
 */
export function requestDeviceClass(request: Request): DeviceClass {
  const fromEdge = request.headers.get(DEVICE_CLASS_HEADER);
  if (fromEdge && DEVICE_CLASS_SET.has(fromEdge)) return fromEdge as DeviceClass;
  return deviceClassOf(parseDevice(request.headers.get("User-Agent") ?? ""));
}

/** Whether the edge named the request's device class (a valid X-Device-Class from the configured proxy). */
export function edgeNamedDevice(request: Request): boolean {
  return DEVICE_CLASS_SET.has(request.headers.get(DEVICE_CLASS_HEADER) ?? "");
}

/**
 * The device flags a page renders for a request: those of its device class only, so that two
 * visitors of one class get the same page whatever their User-Agent strings.
 */
export function requestDevice(request: Request): PageDevice {
  return deviceOfClass(requestDeviceClass(request));
}
