import { describe, expect, it } from "vitest";
import { parseDevice } from "~/lib/http/device.server";
import { chooseLayout } from "~/lib/pages/layout";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const WECHAT = `${ANDROID} MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64`;
const WECOM = `${ANDROID} wxwork/4.1.22 MicroMessenger/7.0.1`;
const APP = `${IPHONE} DolphinApp/5.2.0`;

describe("parseDevice (product.md §Layouts)", () => {
  it("phones are h5", () => {
    expect(parseDevice(IPHONE)).toMatchObject({ isH5: true, isPC: false, isIos: true, isAndroid: false });
    expect(parseDevice(ANDROID)).toMatchObject({ isH5: true, isAndroid: true });
  });
  it("desktops are PCs with their system", () => {
    expect(parseDevice(MAC)).toMatchObject({ isPC: true, isH5: false, isMac: true, isWindows: false });
    expect(parseDevice(WINDOWS)).toMatchObject({ isPC: true, isWindows: true });
    expect(parseDevice("")).toMatchObject({ isPC: true, isH5: false });
  });
  it("recognises WeChat, WeCom and the company app", () => {
    expect(parseDevice(WECHAT)).toMatchObject({ isWeChat: true, isWeCom: false });
    expect(parseDevice(WECOM)).toMatchObject({ isWeCom: true, isWeChat: false });
    expect(parseDevice(APP)).toMatchObject({ inCompanyApp: true, isIos: true });
    expect(parseDevice(IPHONE).inCompanyApp).toBe(false);
  });
  it("answers a user agent seen before as the first time, in an object of the caller's own", () => {
    const first = parseDevice(ANDROID);
    first.isH5 = false;
    const second = parseDevice(ANDROID);
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ isH5: true, isAndroid: true, isPC: false });
    for (let i = 0; i < 2500; i++) parseDevice(`${WINDOWS} Probe/${i}`);
    expect(parseDevice(IPHONE)).toMatchObject({ isH5: true, isIos: true });
  });
});

describe("chooseLayout (product.md §Layouts)", () => {
  const pc = { isH5: false, inCompanyApp: false };
  const phone = { isH5: true, inCompanyApp: false };
  const app = { isH5: false, inCompanyApp: true };
  it("login pages always use the login layout", () => {
    expect(chooseLayout("login", pc)).toBe("login");
    expect(chooseLayout("login", phone)).toBe("login");
  });
  it("h5 for campaign pages, phones and the app", () => {
    expect(chooseLayout("h5", pc)).toBe("h5");
    expect(chooseLayout(undefined, phone)).toBe("h5");
    expect(chooseLayout(undefined, app)).toBe("h5");
  });
  it("default otherwise", () => {
    expect(chooseLayout(undefined, pc)).toBe("default");
  });
});
