/** Types of chromium.mjs, for playwright.config.ts. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_EXECUTABLE: string;
export declare const CHROMIUM_FLAGS: string[];
export declare const RENDERER_FLAGS: string[];
