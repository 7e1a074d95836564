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
  ],
  censor: '[redacted]',
};
