/** Types of test-server.mjs, for playwright.config.ts and the specs. */
export declare const TEST_SERVER_COMMAND: string;
export declare const TEST_UPSTREAM_TIMEOUT_MS: number;
export declare const TEST_BREAKER_RESET_MS: number;
export declare function testServerEnv(sitePort: number, sandboxPort: number, metricsPort: number): Record<string, string>;
export declare function metricsPortOf(sitePort: number): number;
