/**
 * product.md §Layouts device flags for every component. They come from the visitor's device class on the
 * server (app/lib/http/device.server.ts: the edge's X-Device-Class, else the user agent) in the root
 * loader's `device`, so the first server render is
 * already right and hydration sees the same values; nothing is re-detected in the browser.
 */
import { useRootData } from "~/components/layout/root-data";
import type { PageDevice } from "~/lib/http/device.server";

export type Device = PageDevice;

/** The flags when no root data exists (the root error boundary): a desktop browser. */
export const DEFAULT_DEVICE: Device = {
  inCompanyApp: false,
  isH5: false,
  isPC: true,
  isIos: false,
  isAndroid: false,
  isWindows: false,
  isMac: false,
};

/** The visitor's device flags (inCompanyApp, isH5, isPC, isIos, isAndroid, Windows, Mac): those of its device class. */
export function useDevice(): Device {
  return useRootData()?.device ?? DEFAULT_DEVICE;
}
