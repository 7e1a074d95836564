export interface Cluster {
  port: number;
  url(database: string): string;
  query(database: string, text: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
  createDatabase(name: string): Promise<unknown>;
  terminateBackends(database: string): Promise<number>;
  restart(): Promise<unknown>;
  stop(): void;
}
export function startCluster(
  rootDir: string,
  options?: { settings?: Record<string, string> },
): Promise<Cluster>;
