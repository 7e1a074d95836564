export function hold(release: () => unknown): () => Promise<void>;
export function releaseAll(): Promise<void>;
export function releaseOnSignals(): void;
