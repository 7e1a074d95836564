/**
 * Personal data never reaches the logs: these paths are censored wherever they appear, under the
 * contract's names (a request body) and the columns' (a row). The sealed columns also mean a
 * failing query's parameters hold ciphertext, never the CNIC, bank account, POC ID or NTN.
 */
export const logRedaction = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    '*.password',
    '*.passwordHash',
    '*.password_hash',
    '*.cnic',
    '*.CNIC',
    '*.bankAccount',
    '*.bank_account',
    '*.pocId',
    '*.poc_id',
    '*.companyNtn',
    '*.company_ntn',
    '*.accessToken',
    '*.refreshToken',
    '*.sessionToken',
    '*.tokenHash',
  ],
  censor: '[redacted]',
};

type SafeError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SafeError;
};

// A failed statement's message carries its SQL and its parameters (a password hash, a CNIC).
const QUERY_MESSAGE = /^Failed query:/;

/**
 * How errors are logged: their kind, code, a message without the query's parameters and the
 * stack's frames, and the same for their cause. Driver errors' other fields (`detail` names the
 * duplicate value, `params` holds every parameter) never reach the log.
 */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A non-error was thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  const message = QUERY_MESSAGE.test(error.message)
    ? 'Failed query (statement and parameters withheld)'
    : error.message.split('\n')[0]!;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' && { code }),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
    ...(error.cause !== undefined && depth < 3 && { cause: safeError(error.cause, depth + 1) }),
  };
}
