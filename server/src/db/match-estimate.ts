import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './database';
import { rowsOf } from './rows-of';
import { searchWords } from './text-search';

/**
 * Whether a search's words or skills are rare enough to read all their matches rather than walk
 * the list's order. PostgreSQL's planner cannot tell: its estimate for a prefix never falls below
 * half a percent of the rows, so it always walks, and a word nobody holds walked every row
 * (docs/decisions/042-searches-with-few-matches.md). Its own statistics can tell, read here.
 */

/** The tables searched by words (`search_vector`) and skills (`skill_keys`). */
export type SearchedTable = 'jobs' | 'freelancers';

/**
 * What a match costs to read through the words' index, in rows of the walk: the walk reads rows
 * in the order they were written, the matches are scattered over the table.
 */
const SCATTERED_READ_COST = 8;

/** Matches read whole whatever the statistics say, so an embedded database never analyzed gains too. */
const FEWEST_READ = 200;

/** How long the statistics are used before they are read again (ANALYZE renews them). */
const STATISTICS_MS = 60_000;

/** The most common words or skills of a table's sample, each with the share of rows holding it. */
type CommonElements = Map<string, number>;

export interface SearchStatistics {
  /** About how many rows the table holds. */
  rows: number;
  words: CommonElements;
  skills: CommonElements;
}

/**
 * What the last ANALYZE learned (pg_stats): the most common lexemes of the search document and
 * the most common skills. A table never analyzed (a new or embedded database) has none.
 */
export async function readSearchStatistics(
  db: Database,
  table: SearchedTable,
): Promise<SearchStatistics> {
  const found = await rowsOf<{
    column: string;
    elements: string[] | null;
    shares: number[] | null;
    rows: number;
  }>(
    db,
    sql`select s.attname as "column", s.most_common_elems::text::text[] as elements,
               s.most_common_elem_freqs as shares, c.reltuples::float8 as rows
          from pg_stats s join pg_class c on c.oid = to_regclass(${table})
         where s.schemaname = current_schema() and s.tablename = ${table}
           and s.attname in ('search_vector', 'skill_keys')`,
  );
  const common = (column: string): CommonElements => {
    const row = found.find((each) => each.column === column);
    // After the elements' own shares pg_stats lists their minimum, maximum and null share.
    const shares = (row?.shares ?? []).map(Number);
    return new Map((row?.elements ?? []).map((element, at) => [element, shares[at] ?? 0]));
  };
  return {
    rows: Math.max(0, Number(found[0]?.rows ?? 0)),
    words: common('search_vector'),
    skills: common('skill_keys'),
  };
}

const read = new WeakMap<
  Database,
  Map<SearchedTable, { at: number; statistics: Promise<SearchStatistics> }>
>();

function statisticsOf(db: Database, table: SearchedTable): Promise<SearchStatistics> {
  const now = Date.now();
  const tables = read.get(db) ?? new Map();
  read.set(db, tables);
  const kept = tables.get(table);
  if (kept && now - kept.at < STATISTICS_MS) return kept.statistics;
  const statistics = readSearchStatistics(db, table);
  tables.set(table, { at: now, statistics });
  // A failed read is not kept: the next search reads again.
  statistics.catch(() => tables.delete(table));
  return statistics;
}

/** The share of rows holding a word as a prefix: every common element it begins, added up. */
function prefixShare(common: CommonElements, word: string): number {
  let share = 0;
  for (const [element, each] of common) if (element.startsWith(word)) share += each;
  return share;
}

export interface WordsAndSkills {
  q?: string;
  skills: string[];
}

/**
 * About how many rows a search's words and skills match: all its words must match (so the
 * rarest word bounds it), any of its skills may. Words and skills not among the common ones
 * count as none (each is rarer than the rarest listed; if one is not, the read of all matches
 * gives up past its most). Undefined when the search has neither.
 */
export function expectedMatches(
  statistics: SearchStatistics,
  search: WordsAndSkills,
): number | undefined {
  const shares: number[] = [];
  const words = search.q ? searchWords(search.q) : [];
  if (words.length)
    shares.push(Math.min(...words.map((word) => prefixShare(statistics.words, word))));
  if (search.skills.length) {
    const any = search.skills.reduce((sum, skill) => sum + (statistics.skills.get(skill) ?? 0), 0);
    shares.push(Math.min(1, any));
  }
  return shares.length ? statistics.rows * Math.min(...shares) : undefined;
}

/**
 * How many matches are worth reading whole for a page of `limit` rows, or undefined when walking
 * the list's order costs less. The walk reads about `limit × rows / matches` rows before a page
 * is found; reading the matches costs `matches × SCATTERED_READ_COST`; they cost the same at
 * `√(limit × rows / SCATTERED_READ_COST)` matches, which is the most read: a search that turns
 * out to match more (the statistics are a sample) is walked after all.
 */
async function matchesWorthReading(
  db: Database,
  table: SearchedTable,
  search: WordsAndSkills,
  limit: number,
): Promise<number | undefined> {
  if (!search.q && search.skills.length === 0) return undefined;
  const statistics = await statisticsOf(db, table);
  const expected = expectedMatches(statistics, search) ?? 0;
  const most = Math.max(
    FEWEST_READ,
    Math.floor(Math.sqrt((limit * statistics.rows) / SCATTERED_READ_COST)),
  );
  return expected < most ? most : undefined;
}

/**
 * A page of a search by words or skills: read among its matches when few are expected (`among`
 * gives up, undefined, past the most it is told), else by walking the list's order (`walk`).
 */
export async function amongMatchesOrWalk<Row>(
  db: Database,
  table: SearchedTable,
  search: WordsAndSkills,
  limit: number,
  among: (most: number) => Promise<Row[] | undefined>,
  walk: () => Promise<Row[]>,
): Promise<Row[]> {
  const most = await matchesWorthReading(db, table, search, limit);
  return (most !== undefined && (await among(most))) || walk();
}

/**
 * The ids of a page among a search's matches, when at most `most` match: `matches` selects the
 * matching rows' `id`, `created_at` and sort `key` (unordered, so PostgreSQL reads them through
 * the index of their words or skills), and the page is the first `limit` of them by key, time and
 * id, descending. Undefined when more match: the list's own walk reaches a page sooner. A plain
 * statement on purpose: the same read written as one join planned several times slower.
 */
export async function idsAmongMatches(
  db: Database,
  matches: SQLWrapper,
  limit: number,
  most: number,
): Promise<string[] | undefined> {
  const page = await rowsOf<{ id: string; matched: number }>(
    db,
    sql`select id, (count(*) over ())::int as matched
          from (${matches} limit ${most + 1}) as matches
         order by key desc, created_at desc, id desc limit ${limit}`,
  );
  if (page.some((row) => row.matched > most)) return undefined;
  return page.map((row) => row.id);
}
