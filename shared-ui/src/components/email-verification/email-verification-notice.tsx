import { useState } from 'react';
import styled from 'styled-components';
import { useSentence, Button, Trans } from '@kaamyaab/shared-ui';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { attentionBox } from '../notice/attention-box';

const Box = styled.div`
  ${attentionBox}

  p {
    margin: 0 0 0.75rem;
  }
`;

export interface EmailVerificationNoticeProps {
  /** The address the link was sent to. */
  email: string;
  /** Sends a new link; resolves to the sentence to say (sent, or why not). */
  onResend: () => Promise<string>;
}

/**
 * Asks the owner of an account whose email is not verified yet to open the emailed link, with a
 * button for a new one. Shown on 'Hold Tight!' and above an approved account's dashboard.
 */
export function EmailVerificationNotice({ email, onResend }: EmailVerificationNoticeProps) {
  const { t } = useAccountT();
  const say = useSentence();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const resend = async () => {
    setSending(true);
    try {
      setSaid(await onResend());
    } finally {
      setSending(false);
    }
  };
  return (
    <Box role="region" aria-label={t('verification.region')}>
      <p>
        {/* The address stays one left-to-right run inside an Urdu sentence. */}
        <Trans
          t={t}
          ns="ui-account"
          i18nKey="verification.body"
          values={{ email }}
          components={{ email: <strong dir="ltr" /> }}
        />
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={resend} disabled={sending}>
        {sending ? t('verification.sending') : t('verification.resend')}
      </Button>
      <p role="status" style={{ margin: said ? '0.75rem 0 0' : 0 }}>
        {say(said)}
      </p>
    </Box>
  );
}
