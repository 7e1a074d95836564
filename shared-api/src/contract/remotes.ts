/**
 * The run-time manifest the server publishes and the shell reads to find its remotes (ARCHITECTURE
 * section 1). Plain constants, no zod, so the shell's light entry can carry it too.
 */
export const remoteNames = ['public', 'freelancer', 'company', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RemotesManifest {
  remotes: Record<RemoteName, { entry: string }>;
}
