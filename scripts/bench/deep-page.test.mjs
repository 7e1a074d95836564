/**
 * The deep-page step finds the same page before and after the jobs list moves from page numbers
 * to keyset cursors. Each list here is a small in-memory version of one of the two interfaces,
 * answering as the server's envelope does; the query found is then asked of the same list.
 */
import { describe, expect, it } from '@jest/globals';
import { deepPageQuery } from './deep-page.mjs';

const ids = Array.from({ length: 1_030 }, (_, index) => `job-${index}`);

/** `?limit&after`: answers `data.nextCursor`, null on the last page; cursors are opaque. */
function keysetList(jobs) {
  const requests = [];
  const getPage = async (query) => {
    requests.push(Object.fromEntries(query));
    const after = query.get('after');
    const start = after ? jobs.indexOf(Buffer.from(after, 'base64url').toString()) + 1 : 0;
    const page = jobs.slice(start, start + Number(query.get('limit')));
    const more = start + page.length < jobs.length;
    const nextCursor = more ? Buffer.from(page.at(-1)).toString('base64url') : null;
    return { data: { jobs: page, nextCursor } };
  };
  return { getPage, requests };
}

/** `?page&limit`: the interface before keyset paging, with no `nextCursor` key at all. */
function numberedList(jobs) {
  const requests = [];
  const getPage = async (query) => {
    requests.push(Object.fromEntries(query));
    const limit = Number(query.get('limit') ?? 50);
    const page = Number(query.get('page') ?? 1);
    return {
      data: { jobs: jobs.slice((page - 1) * limit, page * limit), total: jobs.length, page, limit },
    };
  };
  return { getPage, requests };
}

describe('deepPageQuery', () => {
  it('follows nextCursor in strides to the page after `depth` jobs', async () => {
    const list = keysetList(ids);
    const query = await deepPageQuery(list.getPage, { depth: 980, limit: 50, stride: 200 });
    expect(query.get('limit')).toBe('50');
    expect((await list.getPage(query)).data.jobs).toEqual(ids.slice(980, 1_030));
    // 200 × 4 then the remaining 180: five requests, each after the cursor of the one before.
    expect(list.requests.slice(0, 5).map((request) => request.limit)).toEqual([
      '200',
      '200',
      '200',
      '200',
      '180',
    ]);
    expect(list.requests[0].after).toBeUndefined();
    expect(list.requests[1].after).toBeDefined();
  });

  it('answers the page after the last cursor when the list ends before `depth`', async () => {
    const list = keysetList(ids.slice(0, 120));
    const query = await deepPageQuery(list.getPage, { depth: 500, limit: 50, stride: 100 });
    expect((await list.getPage(query)).data.jobs).toEqual(ids.slice(100, 120));
  });

  it('falls back to ?page=N when the answer has no nextCursor', async () => {
    const list = numberedList(ids);
    const query = await deepPageQuery(list.getPage, { depth: 980, limit: 50 });
    expect(Object.fromEntries(query)).toEqual({ page: '20', limit: '50' });
    expect((await list.getPage(query)).data.jobs).toEqual(ids.slice(950, 1_000));
    expect(list.requests).toHaveLength(2); // one probe, then the page itself above
  });

  it('asks nothing for a depth of 0: the deep page is the first page', async () => {
    const list = keysetList(ids);
    const query = await deepPageQuery(list.getPage, { depth: 0, limit: 50 });
    expect(Object.fromEntries(query)).toEqual({ limit: '50' });
    expect(list.requests).toHaveLength(0);
  });
});
