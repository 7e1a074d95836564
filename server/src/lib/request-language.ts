import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { type Language } from '@kaamyaab/shared-api/translations';

// English first: it is the spec's language and the answer when a client asks for neither.
const negotiator = new Negotiator<Language>({ supportedValues: ['en', 'ur'] });

/**
 * The query parameter that names a page's language (decision 021). Language is the reader's
 * stored choice, not part of a path, so every page has one path and `?lang=ur` is its Urdu
 * address: where a crawler, which keeps no choice, finds the page in Urdu.
 */
export const LANGUAGE_PARAM = 'lang';

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ur';

/** The reader's stored choice: the `lang` cookie the web app keeps, if it names a language. */
function chosenLanguage(request: FastifyRequest): Language | undefined {
  const chosen = request.cookies?.lang;
  return isLanguage(chosen) ? chosen : undefined;
}

/**
 * The language a page is shown in: the one its address names (`?lang=ur`, which crawlers follow
 * from the pages' alternates), else the reader's stored choice, else English. Never
 * `Accept-Language`: the web app starts in the stored choice alone, and so does its HTML.
 */
export function pageLanguage(request: FastifyRequest): Language {
  const named = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return isLanguage(named) ? named : (chosenLanguage(request) ?? 'en');
}

/**
 * The language a request is answered in: the reader's stored choice (the `lang`
 * cookie the web app keeps), else the best of `Accept-Language` (`ur-PK` counts as `ur`), else
 * English, so a client of the public contract that asks for nothing reads exactly what the spec says.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = chosenLanguage(request);
  if (chosen) return chosen;
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const baseTags = header.replace(/([a-z]{2,3})-[a-z0-9-]+/gi, '$1');
  return negotiator.negotiate(baseTags) ?? 'en';
}
