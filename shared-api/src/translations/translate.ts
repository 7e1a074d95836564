import { ur } from 'zod/locales';
import {
  accountMessages,
  apiErrors,
  applicationMessages,
  credentialMessages,
  dealMessages,
  formatMessages,
  jobMessages,
  payoutMessages,
  messageMessages,
  reviewMessages,
  causeReasons,
  moderationMessages,
  reportReasons,
  searchMessages,
  sendBackReasons,
  statementMessages,
  uploadRules,
  type ApiErrorCode,
  type ErrorParams,
} from '@kaamyaab/shared-api/contract';
import { apiErrorsInUrdu } from './api-errors';
import { statementMessagesInUrdu, statementServerWordsInUrdu } from './statements';
import { payoutMessagesInUrdu } from './payouts';
import { reviewAnswersInUrdu, reviewMessagesInUrdu } from './reviews';
import {
  causeReasonsInUrdu,
  moderationAnswersInUrdu,
  moderationMessagesInUrdu,
  reportReasonsInUrdu,
} from './moderation';
import {
  accountMessagesInUrdu,
  applicationMessagesInUrdu,
  credentialMessagesInUrdu,
  dealMessagesInUrdu,
  fieldNamesInUrdu,
  formatMessagesInUrdu,
  jobMessagesInUrdu,
  messageMessagesInUrdu,
  searchMessagesInUrdu,
  sendBackReasonsInUrdu,
  uploadRulesInUrdu,
} from './validation';
import { clientWordsInUrdu, inlineRulesInUrdu, labelsInUrdu, serverWordsInUrdu } from './words';

/** The product's languages: English, the spec's, is the default. */
export type Language = 'en' | 'ur';

type Table = { readonly [key: string]: unknown };

/** Every English sentence of a table beside its Urdu twin's, nested tables included. */
function pairsOf(english: Table, urdu: Table): [string, string][] {
  return Object.keys(english).flatMap((key): [string, string][] => {
    const en = english[key];
    const ur = urdu[key];
    if (typeof en === 'string' && typeof ur === 'string') return en === ur ? [] : [[en, ur]];
    if (en && typeof en === 'object') return pairsOf(en as Table, ur as Table);
    return [];
  });
}

const staticApiErrors = Object.fromEntries(
  Object.entries(apiErrors).map(([code, entry]) => [code, entry.message]),
);

const urduOf = new Map<string, string>([
  ...pairsOf(accountMessages, accountMessagesInUrdu),
  ...pairsOf(uploadRules, uploadRulesInUrdu),
  ...pairsOf(formatMessages, formatMessagesInUrdu),
  ...pairsOf(jobMessages, jobMessagesInUrdu),
  ...pairsOf(applicationMessages, applicationMessagesInUrdu),
  ...pairsOf(messageMessages, messageMessagesInUrdu),
  ...pairsOf(credentialMessages, credentialMessagesInUrdu),
  ...pairsOf(searchMessages, searchMessagesInUrdu),
  ...pairsOf(dealMessages, dealMessagesInUrdu),
  ...pairsOf(sendBackReasons, sendBackReasonsInUrdu),
  ...pairsOf(statementMessages, statementMessagesInUrdu),
  ...pairsOf(staticApiErrors, apiErrorsInUrdu),
  // Payouts
  ...pairsOf(payoutMessages, payoutMessagesInUrdu),
  ...pairsOf(reviewMessages, reviewMessagesInUrdu),
  ...Object.entries(reviewAnswersInUrdu),
  // Reports, moderation and appeals (docs/decisions/033-enforcement.md)
  ...pairsOf(reportReasons, reportReasonsInUrdu),
  ...pairsOf(causeReasons, causeReasonsInUrdu),
  ...pairsOf(moderationMessages, moderationMessagesInUrdu),
  ...Object.entries(moderationAnswersInUrdu),
  ...Object.entries(labelsInUrdu),
  ...Object.entries(inlineRulesInUrdu),
  ...Object.entries(clientWordsInUrdu),
  ...Object.entries(serverWordsInUrdu),
  ...Object.entries(statementServerWordsInUrdu),
]);

/** The sentences with blanks that reach a reader as English text (zod's and the text guard's). */
const patterns: [RegExp, (...blanks: string[]) => string][] = [
  [
    /^(.+) must be at most (\d+) characters$/,
    (field, max) => accountMessagesInUrdu.tooLong(field, Number(max)),
  ],
  [
    /^(.+) contains a character that is not allowed\.$/,
    (field) =>
      (apiErrorsInUrdu.badCharacters as (p: ErrorParams) => string)({
        field: fieldNamesInUrdu[field] ?? field,
      }),
  ],
];

/**
 * One of the contract's English sentences in the language asked for; a sentence it does not know
 * (a person's own words, or one already in Urdu) is returned as it is.
 */
export function translateSentence(sentence: string, language: Language): string {
  if (language !== 'ur') return sentence;
  const known = urduOf.get(sentence);
  if (known) return known;
  for (const [pattern, urdu] of patterns) {
    const blanks = pattern.exec(sentence);
    if (blanks) return urdu(...blanks.slice(1));
  }
  return sentence;
}

const zodSaysInUrdu = ur().localeError;

/** A validation issue as zod reports it: its sentence and what zod's own words are made from. */
export interface ValidationIssue {
  message: string;
  code?: string;
}

/**
 * A validation issue's sentence in the language asked for: the contract's own sentence, else
 * zod's words for it from zod's Urdu locale (a wrong type or a bound no rule words, which only a
 * client of the API, not a form, can cause).
 */
export function issueMessageIn(language: Language, issue: ValidationIssue): string {
  const translated = translateSentence(issue.message, language);
  if (language !== 'ur' || translated !== issue.message || !issue.code) return translated;
  const urdu = zodSaysInUrdu(issue as never);
  return (typeof urdu === 'string' ? urdu : urdu?.message) ?? issue.message;
}

/** An API failure's sentence in the language asked for (the server's answers). */
export function errorMessageIn(
  language: Language,
  code: ApiErrorCode,
  params: ErrorParams = {},
): string {
  const message = language === 'ur' ? apiErrorsInUrdu[code] : apiErrors[code].message;
  return typeof message === 'function' ? message(params) : message;
}

/** Whether a sentence has Urdu: the test of every table uses it. */
export const hasUrdu = (sentence: string) => urduOf.has(sentence);
