// Types of scripts/scaleout.mjs for bench/scaleout.ts.
export function freePort(): Promise<number>;
export function startPostgres(options?: { log?: (line: string) => void }): Promise<{ url: string; stop: () => void }>;
export function nginxConf(port: number, appPorts: number[]): string;
export function startCluster(options: {
  processes: number;
  databaseUrl: string;
  port: number;
  logLevel?: string;
  log?: (line: string) => void;
  build?: boolean;
}): Promise<{ url: string; publicOrigin: string; appUrls: string[]; stop: () => Promise<void> }>;
export function appProcessArgs(env: Record<string, string | undefined>, seed: boolean): string[];
