import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { accountsApi, reviewApi, type SelfRegisteringRole } from '@kaamyaab/shared-api/client';
import { logger, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { SelectField, TextField } from '@kaamyaab/shared-ui/forms';
import { ListNote, LoadMoreButton, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { Tabs } from '@kaamyaab/shared-ui/dashboard';
import { useAdminT } from '../../i18n/admin-strings';
import { UserRow, type ManagedAccount } from './user-row';

type Status = 'inactive' | 'active';
type Sort = 'waiting' | 'newest';
const tabs = [
  { id: 'inactive', label: 'users.inactiveTab' },
  { id: 'active', label: 'users.activeTab' },
] as const;
const sections: { role: SelfRegisteringRole; title: string }[] = [
  { role: 'freelancer', title: 'users.freelancers' },
  { role: 'company', title: 'users.companies' },
];
const sorts = [
  { value: 'waiting', label: 'users.waitingFirst' },
  { value: 'newest', label: 'users.newestFirst' },
] as const;
/** The problems this page reports, by their key in the 'users' strings. */
type Problem = 'users.loadFailed' | 'users.toggleFailed';
// Typing pauses this long before the lists are searched again.
const SEARCH_DELAY_MS = 300;

const List = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: 0 1rem;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

interface Page {
  accounts: ManagedAccount[];
  next: string | null;
}
type Lists = Record<SelfRegisteringRole, Page>;

/**
 * Spec: tabs 'Inactive Users' (loaded first) and 'Active Users', a switch per account, a toggle
 * reloads the tab. At scale: searched by name, email, CNIC or NTN, waiting longest first, paged.
 */
export function ManageUsers() {
  const { t } = useAdminT();
  useDocumentMeta(t('users.metaTitle'), t('users.metaDescription'));
  const [status, setStatus] = useState<Status>('inactive');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('waiting');
  const [lists, setLists] = useState<Lists | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pageOf = useCallback(
    async (role: SelfRegisteringRole, after?: string): Promise<Page> => {
      const page = await reviewApi.search(role, { status, q, sort, after });
      return { accounts: page.accounts as ManagedAccount[], next: page.nextCursor };
    },
    [status, q, sort],
  );

  const load = useCallback(async () => {
    try {
      const [freelancer, company] = await Promise.all(sections.map(({ role }) => pageOf(role)));
      setLists({ freelancer: freelancer!, company: company! });
      setProblem(null);
    } catch (error) {
      logger.error('Loading users failed', error);
      setProblem('users.loadFailed');
    }
  }, [pageOf]);

  useEffect(() => {
    setLists(null);
    void load();
  }, [load]);

  const loadMore = async (role: SelfRegisteringRole) => {
    const shown = lists?.[role];
    if (!shown?.next) return;
    try {
      const more = await pageOf(role, shown.next);
      setLists(
        (all) =>
          all && {
            ...all,
            [role]: { accounts: [...all[role].accounts, ...more.accounts], next: more.next },
          },
      );
    } catch (error) {
      logger.error('Loading more users failed', error);
      setProblem('users.loadFailed');
    }
  };

  const onToggle = async (role: SelfRegisteringRole, account: ManagedAccount) => {
    setBusyId(account._id);
    try {
      await accountsApi.toggleStatus(role, account._id);
      await load();
    } catch (error) {
      logger.error('Changing the status failed', error);
      setProblem('users.toggleFailed');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <PageHeading>{t('users.heading')}</PageHeading>
      <Filters>
        <TextField
          label={t('users.search')}
          name="q"
          type="search"
          dir="auto"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && setQ(typed.trim())}
        />
        <SelectField
          label={t('users.sort')}
          name="sort"
          options={sorts.map(({ value, label }) => ({ value, label: t(label) }))}
          value={sort}
          onChange={(event) => setSort(event.target.value as Sort)}
        />
      </Filters>
      <Tabs
        tabs={tabs.map(({ id, label }) => ({ id, label: t(label) }))}
        activeId={status}
        onChange={(id) => setStatus(id as Status)}
        label={t('users.status')}
      >
        {problem ? <p role="status">{t(problem)}</p> : null}
        {!lists ? (
          <SkeletonList />
        ) : (
          sections.map(({ role, title }) => (
            <div key={role}>
              <h2>{t(title)}</h2>
              {lists[role].accounts.length === 0 ? (
                <ListNote>
                  {q
                    ? t(`users.noMatch.${status}.${role}`, { q })
                    : t(`users.none.${status}.${role}`)}
                </ListNote>
              ) : (
                <List aria-label={t(`users.list.${status}.${role}`)}>
                  {lists[role].accounts.map((account) => (
                    <UserRow
                      key={account._id}
                      role={role}
                      account={account}
                      waiting={status === 'inactive'}
                      busy={busyId === account._id}
                      onToggle={(target) => void onToggle(role, target)}
                    />
                  ))}
                </List>
              )}
              {lists[role].next ? (
                <LoadMoreButton loading={false} onClick={() => void loadMore(role)}>
                  {t(`users.more.${role}`)}
                </LoadMoreButton>
              ) : null}
            </div>
          ))
        )}
      </Tabs>
    </section>
  );
}
