import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAccountT } from '@kaamyaab/shared-ui/forms';
import { Button } from '@kaamyaab/shared-ui';

/* The parts of a page listing cards a page at a time (jobs, posted jobs, applications). */

export const CardList = styled.ul`
  display: grid;
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** What the list has to say instead of cards: empty, or could not be loaded. */
export const ListNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1.25rem;
`;

interface LoadMoreButtonProps {
  onClick: () => void;
  loading: boolean;
  /** What it loads, e.g. 'Load more jobs'. */
  children: ReactNode;
}

/** Asks for the next page; while it comes, says so and cannot be pressed again. */
export function LoadMoreButton({ onClick, loading, children }: LoadMoreButtonProps) {
  const { t } = useAccountT();
  return (
    <More>
      <Button $variant="secondary" onClick={onClick} disabled={loading}>
        {loading ? t('list.loading') : children}
      </Button>
    </More>
  );
}

interface PagedCardsProps<T extends { _id: string }> {
  /** The cards of the pages loaded so far. */
  items: readonly T[];
  card: (item: T) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** What the button loads, e.g. 'Load more jobs'. */
  moreLabel: string;
}

/** The loaded cards, each an item of one list (none when there are none), and the next page's button. */
export function PagedCards<T extends { _id: string }>({
  items,
  card,
  hasMore,
  loadingMore,
  loadMore,
  moreLabel,
}: PagedCardsProps<T>) {
  return (
    <>
      {items.length > 0 && (
        <CardList>
          {items.map((item) => (
            <li key={item._id}>{card(item)}</li>
          ))}
        </CardList>
      )}
      {hasMore && (
        <LoadMoreButton onClick={loadMore} loading={loadingMore}>
          {moreLabel}
        </LoadMoreButton>
      )}
    </>
  );
}
