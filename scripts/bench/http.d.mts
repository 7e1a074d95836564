export interface BenchRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}
export interface BenchAnswer {
  status: number;
  rawHeaders: string[];
  body: Buffer;
  json(): unknown;
}
export function send(baseUrl: string, request: BenchRequest): Promise<BenchAnswer>;
export function sendOk(baseUrl: string, request: BenchRequest): Promise<BenchAnswer>;
export function cookieHeader(rawHeaders: string[]): string;
