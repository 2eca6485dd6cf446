/** Types of render-alertmanager.mjs, for the tests. */
export declare function renderAlertmanagerConfig(template: string, env: Record<string, string | undefined>): string;
