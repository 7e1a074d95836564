import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  useAccountT,
  useForm,
  type FieldErrors,
  ErrorBanner,
  SubmitButton,
  TextAreaField,
  WaitingForNetwork,
} from '@kaamyaab/shared-ui/forms';
import { Button, formatDateTime } from '@kaamyaab/shared-ui';
import { StatusBadge, type ApplicationStatusName } from '@kaamyaab/shared-ui/listings';
import {
  HiddenMessageText,
  ReportButton,
  type ReportButtonProps,
  type ReportReasonName,
} from '@kaamyaab/shared-ui/moderation';

export interface ConversationMessage {
  _id: string;
  text: string;
  fromMe: boolean;
  createdAt: string;
  /** Set when Kaamyaab removed the message: its reason is shown in its place. */
  hiddenReason?: ReportReasonName;
}

export interface ConversationHeader {
  jobTitle: string;
  status: ApplicationStatusName;
  otherParty: {
    role: 'freelancer' | 'company';
    name: string;
    contact: { name: string; email: string; phone: string | null } | null;
  };
}

export interface ConversationViewProps {
  conversation: ConversationHeader;
  /** Oldest first. */
  messages: ConversationMessage[];
  hasOlder: boolean;
  onLoadOlder: () => void;
  /** Answers the sentence to show when sending failed, or null. */
  onSend: (text: string) => Promise<string | null>;
  /** The contract's rules for a message (formValidator(SendMessageSchema)). */
  validate: (values: { text: string }) => FieldErrors;
  maxLength: number;
  /** A phone as people read it, from its stored digits (the contract's showMobile). */
  showPhone: (stored: string) => string;
  /** How the other party's message is reported; without it, no report button. */
  onReport?: (messageId: string) => ReportButtonProps['onSend'];
}

const Head = styled.header`
  display: grid;
  gap: 0.4rem;
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
`;

const Contact = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0.25rem 0 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successLight};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Thread = styled.ol`
  display: grid;
  gap: 0.6rem;
  max-height: min(60vh, 32rem);
  margin: 0 0 1rem;
  padding: 0.75rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  list-style: none;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: min(36rem, 85%);
  padding: 0.55rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primaryLight : '#fff')};
  border: 1px solid ${({ theme }) => theme.colors.border};

  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: 0.25rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
`;

/**
 * One conversation of an application: who the other side is (with contact details once the
 * application is accepted), the messages as plain text, and the composer.
 */
export function ConversationView({
  conversation,
  messages,
  hasOlder,
  onLoadOlder,
  onSend,
  validate,
  maxLength,
  showPhone,
  onReport,
}: ConversationViewProps) {
  const { t, language } = useAccountT();
  // A message sent offline waits for the connection: nothing had reached the server, so it goes
  // once. One that fails on its way is not sent again by itself (the endpoint takes no
  // idempotency key): the banner says so and the text stays for Send.
  const form = useForm({ initialValues: { text: '' }, validate, draft: 'message' });
  const [failure, setFailure] = useState<string | null>(null);
  const thread = useRef<HTMLOListElement>(null);
  const newest = messages.at(-1)?._id;

  useEffect(() => {
    const element = thread.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  const submit = async ({ text }: { text: string }) => {
    setFailure(null);
    const problem = await onSend(text);
    if (problem) setFailure(problem);
    else form.reset();
  };
  const { contact } = conversation.otherParty;

  return (
    <section aria-label={t('conversation.label', { name: conversation.otherParty.name })}>
      <Head>
        <h2>
          {conversation.otherParty.name} · {conversation.jobTitle}
        </h2>
        <div>
          <StatusBadge status={conversation.status} />
        </div>
        {contact ? (
          <Contact aria-label={t('conversation.contact')}>
            <dt>{t('conversation.name')}</dt>
            <dd>{contact.name}</dd>
            <dt>{t('conversation.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </a>
            </dd>
            <dt>{t('conversation.phone')}</dt>
            <dd>
              {contact.phone ? (
                <a href={`tel:${contact.phone}`} dir="ltr">
                  {showPhone(contact.phone)}
                </a>
              ) : (
                t('conversation.notGiven')
              )}
            </dd>
          </Contact>
        ) : null}
      </Head>
      {hasOlder ? (
        <Button $variant="ghost" $size="sm" type="button" onClick={onLoadOlder}>
          {t('conversation.older')}
        </Button>
      ) : null}
      <Thread ref={thread} aria-label={t('conversation.messages')} aria-live="polite">
        {messages.length === 0 ? <li>{t('conversation.none')}</li> : null}
        {messages.map((message) => (
          <Bubble key={message._id} $mine={message.fromMe}>
            {/* People write in either language: each message takes its own direction. */}
            {message.hiddenReason ? (
              <HiddenMessageText reason={message.hiddenReason} />
            ) : (
              <p dir="auto">{message.text}</p>
            )}
            <time dateTime={message.createdAt}>
              {message.fromMe ? t('conversation.fromMe') : ''}
              {formatDateTime(message.createdAt, language)}
            </time>
            {onReport && !message.fromMe && !message.hiddenReason ? (
              <ReportButton what={t('conversation.thisMessage')} onSend={onReport(message._id)} />
            ) : null}
          </Bubble>
        ))}
      </Thread>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <ErrorBanner message={failure} />
        <WaitingForNetwork waiting={form.waiting} />
        <TextAreaField
          label={t('conversation.yourMessage')}
          rows={3}
          maxLength={maxLength}
          {...form.bind('text')}
        />
        <SubmitButton submitting={form.submitting} submittingLabel={t('conversation.sending')}>
          {t('conversation.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
