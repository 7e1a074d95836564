/**
 * The run-time manifest the server publishes and the shell reads to find its remotes, so a remote
 * is redeployed without rebuilding the shell. Plain constants, no zod, so the shell's light entry
 * can carry it too.
 */
export const remoteNames = ['public', 'freelancer', 'company', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RemotesManifest {
  remotes: Record<RemoteName, { entry: string }>;
}
