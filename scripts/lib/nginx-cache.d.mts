/** Types of nginx-cache.mjs, for the browser tests. */
export declare function nginxBinary(): string | null;
export declare function cacheConfig(options: { workDir: string; listen: string; site: string; extra?: string }): string;
export declare function startCacheNginx(options: { listen: string; site: string; extra?: string }): Promise<{ workDir: string; stop(): Promise<void> }>;
