import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config/env';

/**
 * Headers for every answer. The CSP allows scripts from our own origin only (the federation
 * runtime loads remotes as same-origin scripts) plus any remote URL configured by environment;
 * inline styles stay allowed because styled-components injects them at run time. helmet's
 * middleware is built once here: @fastify/helmet built it again, parsing the CSP anew, for every
 * request (5% of the CPU of a cached jobs page).
 */
const originOf = (url: string): string[] => {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

export function securityHeaders(app: FastifyInstance, config: AppConfig) {
  const remoteOrigins = Object.entries(config)
    .filter(([key, value]) => /^REMOTE_\w+_URL$/.test(key) && typeof value === 'string')
    .map(([, value]) => {
      try {
        return new URL(String(value)).origin;
      } catch {
        return null;
      }
    })
    .filter((origin): origin is string => origin !== null);

  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...remoteOrigins],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        // The service worker (/sw.js) and the installed app's manifest, both our own files.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        // The company's browser posts the signed JazzCash checkout to the provider's page, and
        // only there (docs/decisions/029-paying-in-and-out.md).
        formAction: ["'self'", ...originOf(config.JAZZCASH_CHECKOUT_URL)],
      },
    },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // helmet 8 throws its errors instead of passing them on, so its callback only means "done".
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, () => done()),
  );
}
