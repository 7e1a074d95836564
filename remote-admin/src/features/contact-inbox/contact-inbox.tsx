import { useState } from 'react';
import styled from 'styled-components';
import { contactApi } from '@kaamyaab/shared-api/client';
import type { ContactMessageDto } from '@kaamyaab/shared-api/contract';
import { Button, formatDateTime, logger, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { ErrorBanner } from '@kaamyaab/shared-ui/forms';
import { CardList, ListNote, LoadMoreButton, SkeletonList } from '@kaamyaab/shared-ui/listings';
import { useAdminT } from '../../i18n/admin-strings';
import { useCursorList } from '../../lib/use-cursor-list';

const Item = styled.li<{ $unread: boolean }>`
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff;
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0.25rem 0;
    white-space: pre-wrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.5rem;
`;

/** A reply opens the admin's own mail program, addressed and titled. */
const replyHref = (message: ContactMessageDto) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;

/** The messages of the public contact form : newest first, read and unread. */
export function ContactInbox() {
  const { t, language } = useAdminT();
  useDocumentMeta(t('inbox.title'), t('inbox.metaDescription'));
  const [unread, setUnread] = useState(0);
  // The key of the problem in the 'inbox' strings, so it follows a change of language.
  const [problem, setProblem] = useState<'inbox.loadFailed' | 'inbox.markFailed' | null>(null);
  const {
    items: messages,
    setItems: setMessages,
    next,
    loading,
    load,
  } = useCursorList({
    readPage: (after?: string) => contactApi.inbox(after),
    itemsOf: (page) => page.messages,
    onPage: (page) => {
      setUnread(page.unread);
      setProblem(null);
    },
    onFailure: (error) => {
      logger.error('Loading the contact inbox failed', error);
      setProblem('inbox.loadFailed');
    },
  });

  const mark = async (message: ContactMessageDto) => {
    try {
      const changed = await contactApi.mark(message._id, !message.read);
      setMessages(
        (shown) => shown?.map((one) => (one._id === changed._id ? changed : one)) ?? null,
      );
      setUnread((count) => count + (changed.read ? -1 : 1));
    } catch (error) {
      logger.error('Marking a message failed', error);
      setProblem('inbox.markFailed');
    }
  };

  return (
    <section>
      <PageHeading>{t('inbox.title')}</PageHeading>
      <p role="status">{t('inbox.unread', { count: unread })}</p>
      <ErrorBanner message={problem && t(problem)} />
      {!messages ? (
        <SkeletonList />
      ) : messages.length === 0 ? (
        <ListNote>{t('inbox.empty')}</ListNote>
      ) : (
        <CardList aria-label={t('inbox.listLabel')}>
          {messages.map((message) => (
            <Item key={message._id} $unread={!message.read}>
              <h2>
                {message.read ? null : <span>{t('inbox.unreadMark')}</span>}
                <bdi>{message.subject}</bdi>
              </h2>
              <small>
                {t('inbox.from')} <bdi>{message.email}</bdi> · <bdi>{message.phone}</bdi> ·{' '}
                <time dateTime={message.createdAt}>
                  {formatDateTime(message.createdAt, language)}
                </time>
              </small>
              {/* Written in either language: each message takes its own direction. */}
              {message.message ? <p dir="auto">{message.message}</p> : null}
              <Actions>
                <a href={replyHref(message)} onClick={() => !message.read && void mark(message)}>
                  {t('inbox.reply')}
                </a>
                <Button $size="sm" $variant="secondary" onClick={() => void mark(message)}>
                  {message.read ? t('inbox.markUnread') : t('inbox.markRead')}
                </Button>
              </Actions>
            </Item>
          ))}
        </CardList>
      )}
      {next ? (
        <LoadMoreButton loading={loading} onClick={() => void load(next)}>
          {t('inbox.loadMore')}
        </LoadMoreButton>
      ) : null}
    </section>
  );
}
