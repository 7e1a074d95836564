import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountT, SuccessBanner } from '@kaamyaab/shared-ui/forms';
import { Avatar, Button, Card, PageHeading } from '@kaamyaab/shared-ui';
import { DetailsList } from '@kaamyaab/shared-ui/listings';
import {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from '../change-password/change-password-form';
import {
  CloseAccountSection,
  type CloseAccountSectionProps,
} from '../close-account/close-account-section';

const Page = styled.section`
  display: grid;
  gap: 1.25rem;
`;

export interface ProfileFormHandlers<A> {
  onSaved: (account: A) => void;
  onCancel: () => void;
}

export interface OwnProfileProps<A> {
  name: string;
  avatarSrc?: string | null;
  rows: [string, string][];
  /** The role's edit form, in place of the card while editing. */
  renderForm: (handlers: ProfileFormHandlers<A>) => ReactNode;
  /** The saved record, for the card to show. */
  onSaved: (account: A) => void;
  /** The password change, below the card. */
  password: ChangePasswordFormProps;
  /** What closing deletes and keeps for this role, said before the password is asked. */
  consequences: ReactNode;
  closing: Omit<CloseAccountSectionProps, 'consequences'>;
}

/**
 * The owner's profile page (the spec's profile cards, editable and closable): the card with Edit profile, the
 * role's form in its place while editing, a word once saved, then the password and closing the
 * account.
 */
export function OwnProfile<A>({
  name,
  avatarSrc,
  rows,
  renderForm,
  onSaved,
  password,
  consequences,
  closing,
}: OwnProfileProps<A>) {
  const { t } = useAccountT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Page>
      <PageHeading>{t('profile.heading')}</PageHeading>
      {saved ? <SuccessBanner message={t('profile.saved')} /> : null}
      <Card>
        {editing ? (
          renderForm({
            onCancel: () => setEditing(false),
            onSaved: (fresh) => {
              onSaved(fresh);
              setEditing(false);
              setSaved(true);
            },
          })
        ) : (
          <>
            <Avatar src={avatarSrc} name={name} size={72} />
            <h2>{name}</h2>
            <DetailsList rows={rows} />
            <Button
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('profile.edit')}
            </Button>
          </>
        )}
      </Card>
      <Card>
        <ChangePasswordForm {...password} />
      </Card>
      <CloseAccountSection consequences={consequences} {...closing} />
    </Page>
  );
}
