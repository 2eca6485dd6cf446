/**
 * SPEC §3 device flags for every component (issue 7 item 10). They come from the user agent on the
 * server (app/lib/device.server.ts) in the root loader's `device`, so the first server render is
 * already right and hydration sees the same values; nothing is re-detected in the browser.
 */
import type { Device } from "~/lib/device.server";
import { useRootData } from "~/lib/root-data";

export type { Device };

/** The flags when no root data exists (the root error boundary): a desktop browser. */
export const DEFAULT_DEVICE: Device = {
  inCompanyApp: false,
  isH5: false,
  isPC: true,
  isIos: false,
  isAndroid: false,
  isWeChat: false,
  isWeCom: false,
  isWindows: false,
  isMac: false,
};

/** The visitor's device flags (inCompanyApp, isH5, isPC, isIos, isAndroid, WeChat, WeCom, Windows, Mac). */
export function useDevice(): Device {
  return useRootData()?.device ?? DEFAULT_DEVICE;
}
