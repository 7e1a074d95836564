export interface RunningServer {
  url: string;
  dataDir: string;
  stop(options?: { keepData?: boolean }): Promise<void>;
  removeData(): void;
}
export function startServer(env?: NodeJS.ProcessEnv): Promise<RunningServer>;
export const repoRoot: string;
export const TEST_ADMIN_SIGNUP_KEY: string;
