/** Types of alerting-stack.mjs, for the tests. */
export interface Started {
  url: string;
  dir: string;
  stop(): Promise<void>;
}
export declare function freePort(): Promise<number>;
export declare function durationMs(text: string): number;
export declare function alertmanagerConfig(receivers: { page: string; ticket: string; watchdog: string }, timing?: Record<string, string> | number): string;
export declare function startAlertmanager(configText: string): Promise<Started>;
export declare function startPrometheus(config: object | ((address: string) => object), files?: Record<string, string>): Promise<Started>;
export declare function startBlackbox(): Promise<Started & { address: string }>;
/** What Alertmanager's webhook posts (its webhook_config payload, the fields read here). */
export interface WebhookBody {
  status: "firing" | "resolved";
  groupKey: string;
  groupLabels: Record<string, string>;
  alerts: Array<{ status: "firing" | "resolved"; labels: Record<string, string>; annotations: Record<string, string> }>;
}
export declare function startWebhookReceiver(): Promise<{
  url: string;
  notifications: Array<{ receiver: string; at: number; body: WebhookBody }>;
  stop(): Promise<void>;
}>;
export declare function startSitePrometheus(options: {
  interval: string;
  evaluationInterval?: string;
  externalLabels: Record<string, string>;
  metricsTarget?: string;
  metricsTargets?: string[];
  siteUrl: string;
  blackboxAddress: string;
  alertmanagerUrl?: string;
}): Promise<Started>;
export declare function repositoryRuleFiles(): Record<string, string>;
