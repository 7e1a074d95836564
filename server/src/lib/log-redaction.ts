/** Personal data never reaches the logs: these paths are censored wherever they appear. */
export const logRedaction = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    '*.password',
    '*.passwordHash',
    '*.cnic',
    '*.CNIC',
    '*.bankAccount',
    '*.pocId',
    '*.accessToken',
    '*.refreshToken',
  ],
  censor: '[redacted]',
};
