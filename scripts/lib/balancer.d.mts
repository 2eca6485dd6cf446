/** Types of balancer.mjs, for the tests. */
import type { ChildProcess } from "node:child_process";
export declare const BALANCER_CONFIG: string;
export declare function startBalancer(options: {
  listen: string;
  sites: [string, string];
  demoHeaders?: boolean;
  onLog?: (line: string) => void;
}): Promise<{ child: ChildProcess; stop(): Promise<void> }>;
