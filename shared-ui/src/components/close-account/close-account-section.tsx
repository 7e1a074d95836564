import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  useAccountT,
  useForm,
  type FieldErrors,
  ConfirmDialog,
  ErrorBanner,
  SubmitButton,
  TextField,
} from '@kaamyaab/shared-ui/forms';
import { Card } from '@kaamyaab/shared-ui';

const Danger = styled(Card)`
  border-color: ${({ theme }) => theme.colors.danger};

  h2 {
    margin-top: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
  ul {
    padding-inline-start: 1.25rem;
  }
`;

export interface CloseAccountSectionProps {
  /** What closing deletes and what stays, for this role: said before the password is asked. */
  consequences: ReactNode;
  /** The contract's rule (`formValidator(CloseAccountSchema)`): a password is needed. */
  validate: (values: { password: string }) => FieldErrors;
  /** Closes the account; resolves to the sentence to show on failure, or null once closed. */
  onClose: (password: string) => Promise<string | null>;
}

/**
 * The Terms' "You may close your account", at the foot of the profile: the password, then one
 * last question, since nothing of it can be brought back.
 */
export function CloseAccountSection({ consequences, validate, onClose }: CloseAccountSectionProps) {
  const { t } = useAccountT();
  const form = useForm({ initialValues: { password: '' }, validate });
  const [asking, setAsking] = useState(false);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setAsking(false);
    setClosing(true);
    const failure = await onClose(form.values.password);
    setClosing(false);
    if (failure) setError(failure);
  };

  return (
    <Danger as="section" aria-labelledby="close-account-heading">
      <h2 id="close-account-heading">{t('closeAccount.heading')}</h2>
      {consequences}
      <ErrorBanner message={error} />
      <form
        onSubmit={form.handleSubmit(() => {
          setError(null);
          setAsking(true);
        })}
        noValidate
      >
        <TextField
          label={t('closeAccount.password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <SubmitButton submitting={closing} variant="danger">
          {t('closeAccount.submit')}
        </SubmitButton>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('closeAccount.confirmTitle')}
        confirmLabel={t('closeAccount.confirm')}
        danger
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('closeAccount.warning')}</p>
      </ConfirmDialog>
    </Danger>
  );
}
