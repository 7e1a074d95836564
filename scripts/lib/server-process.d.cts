export interface RunningServer {
  url: string;
  dataDir: string;
  pid: number;
  stop(options?: { keepData?: boolean }): Promise<void>;
  removeData(): void;
}
export interface StartOptions {
  dataDir?: string;
  serverFile?: string;
  nodeArgs?: string[];
}
export function startServer(
  env?: NodeJS.ProcessEnv,
  options?: StartOptions,
): Promise<RunningServer>;
export const repoRoot: string;
export const TEST_ADMIN_SIGNUP_KEY: string;
export interface RunningSimulator {
  url: string;
  pid: number;
  stop(): Promise<void>;
}
export function startJazzCashSimulator(env: NodeJS.ProcessEnv): Promise<RunningSimulator>;
export function freePort(): Promise<number>;
