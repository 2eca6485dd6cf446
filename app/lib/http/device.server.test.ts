import { describe, expect, it } from "vitest";
import { DEVICE_CLASSES, deviceClassOf, deviceOfClass, parseDevice, requestDeviceClass } from "~/lib/http/device.server";

const UA = {
  windows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  linux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  android: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  appIos: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 DolphinApp/5.2",
  appAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 DolphinApp/5.2",
};

describe("device classes: what a page renders, and a shared cache's device key", () => {
  it("puts each kind of browser in its class", () => {
    const classes = Object.fromEntries(Object.entries(UA).map(([name, ua]) => [name, deviceClassOf(parseDevice(ua))]));
    expect(classes).toEqual({
      windows: "desktop-windows",
      mac: "desktop-mac",
      linux: "desktop",
      iphone: "phone-ios",
      android: "phone-android",
      androidTablet: "tablet-android",
      ipad: "tablet-ios",
      appIos: "app-ios",
      appAndroid: "app-android",
    });
  });

  it("a class's flags give the class back, and agree with the User-Agent's on what pages read", () => {
    for (const deviceClass of DEVICE_CLASSES) expect(deviceClassOf({ ...deviceOfClass(deviceClass), isWeChat: false, isWeCom: false })).toBe(deviceClass);
    for (const ua of Object.values(UA)) {
      const { isWeChat: _wechat, isWeCom: _wecom, ...flags } = parseDevice(ua);
      const fromClass = deviceOfClass(deviceClassOf(parseDevice(ua)));
      expect({ ...fromClass, isH5: fromClass.isH5 && !fromClass.inCompanyApp }).toEqual({ ...flags, isH5: flags.isH5 && !flags.inCompanyApp });
    }
  });

  it("takes the edge's X-Device-Class when it names a class, else the User-Agent's", () => {
    const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });
    expect(requestDeviceClass(request({ "User-Agent": UA.windows, "X-Device-Class": "phone-ios" }))).toBe("phone-ios");
    expect(requestDeviceClass(request({ "User-Agent": UA.windows, "X-Device-Class": "toaster" }))).toBe("desktop-windows");
    expect(requestDeviceClass(request({}))).toBe("desktop");
  });
});
