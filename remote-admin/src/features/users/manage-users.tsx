import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { accountsApi, type SelfRegisteringRole } from '@kaamyaab/shared-api/client';
import { PageHeading, SkeletonList, Tabs, useDocumentMeta } from '@kaamyaab/shared-ui';
import { UserRow, type ManagedAccount } from './user-row';

type Status = 'inactive' | 'active';
const tabs = [
  { id: 'inactive', label: 'Inactive Users' },
  { id: 'active', label: 'Active Users' },
];
const sections: { role: SelfRegisteringRole; title: string }[] = [
  { role: 'freelancer', title: 'Freelancers' },
  { role: 'company', title: 'Companies' },
];

const List = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
`;

type Lists = Record<SelfRegisteringRole, ManagedAccount[]>;

/** Spec: tabs 'Inactive Users' (loaded first) and 'Active Users'; a toggle reloads the tab. */
export function ManageUsers() {
  useDocumentMeta('Manage users', 'Approve or deactivate freelancer and company accounts.');
  const [status, setStatus] = useState<Status>('inactive');
  const [lists, setLists] = useState<Lists | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async (which: Status) => {
    try {
      const [freelancer, company] = await Promise.all(
        sections.map(({ role }) => accountsApi.listAccounts(role, which)),
      );
      setLists({ freelancer: freelancer ?? [], company: company ?? [] });
      setProblem(null);
    } catch (error) {
      console.error('Loading users failed', error);
      setProblem('The lists could not be loaded. Please try again.');
    }
  }, []);

  useEffect(() => {
    setLists(null);
    void load(status);
  }, [status, load]);

  const onToggle = async (role: SelfRegisteringRole, account: ManagedAccount) => {
    setBusyId(account._id);
    try {
      await accountsApi.toggleStatus(role, account._id);
      await load(status);
    } catch (error) {
      console.error('Changing the status failed', error);
      setProblem('The status could not be changed. Please try again.');
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section>
      <PageHeading>Manage Users</PageHeading>
      <Tabs
        tabs={tabs}
        activeId={status}
        onChange={(id) => setStatus(id as Status)}
        label="Account status"
      >
        {problem ? <p role="status">{problem}</p> : null}
        {!lists ? (
          <SkeletonList />
        ) : (
          sections.map(({ role, title }) => (
            <div key={role}>
              <h2>{title}</h2>
              {lists[role].length === 0 ? (
                <p>
                  No {status} {title.toLowerCase()}.
                </p>
              ) : (
                <List aria-label={`${status} ${title.toLowerCase()}`}>
                  {lists[role].map((account) => (
                    <UserRow
                      key={account._id}
                      account={account}
                      busy={busyId === account._id}
                      onToggle={(target) => void onToggle(role, target)}
                    />
                  ))}
                </List>
              )}
            </div>
          ))
        )}
      </Tabs>
    </section>
  );
}
