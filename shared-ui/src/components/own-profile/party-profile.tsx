import type { ComponentType } from 'react';
import { OwnProfile, type OwnProfileProps, type ProfileFormHandlers } from './own-profile';

type Loaded<A> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; account: A; name: string; avatarSrc?: string | null; approved: boolean };

const closingKeys = [
  'profile.closingDeletes',
  'profile.closingKept',
  'profile.closingLogout',
] as const;

interface PartyProfileProps<A> extends Omit<
  OwnProfileProps<A>,
  'name' | 'avatarSrc' | 'rows' | 'renderForm' | 'consequences'
> {
  /** The whole record, read from the server: the stored entry holds only the session view. */
  profile: Loaded<A>;
  /**
   * The party's translate function: each area words its own rows, wait ('loading'), failure
   * ('profile.failed'), account status ('profile.status', 'profile.approved', 'profile.pending')
   * and what closing the account deletes, keeps and ends ('profile.closingDeletes',
   * 'profile.closingKept', 'profile.closingLogout').
   */
  words: (key: string) => string;
  /** What the card shows of the record above its status: each row's label key and value. */
  rows: (account: A) => [labelKey: string, value: string][];
  /** The party's edit form. */
  Form: ComponentType<ProfileFormHandlers<A> & { account: A }>;
}

/**
 * The profile page of a signed-in freelancer or company: 'Loading...' until the whole record
 * is read, a failure said as an alert, else the card with the party's own details and form.
 */
export function PartyProfile<A>({ profile, words, rows, Form, ...page }: PartyProfileProps<A>) {
  if (profile.status === 'loading') return <p>{words('loading')}</p>;
  if (profile.status === 'failed') return <p role="alert">{words('profile.failed')}</p>;
  const { account, name, avatarSrc, approved } = profile;
  const status = words(approved ? 'profile.approved' : 'profile.pending');
  return (
    <OwnProfile
      {...page}
      name={name}
      avatarSrc={avatarSrc}
      rows={[
        ...rows(account).map(([key, value]): [string, string] => [words(key), value]),
        [words('profile.status'), status],
      ]}
      consequences={
        <ul>
          {closingKeys.map((key) => (
            <li key={key}>{words(key)}</li>
          ))}
        </ul>
      }
      renderForm={(handlers) => <Form account={account} {...handlers} />}
    />
  );
}
