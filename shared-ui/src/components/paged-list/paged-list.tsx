import { startTransition, useEffect, useState, type ReactNode } from 'react';
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

/** More than a phone's first screen holds under a page's heading and search form. */
const FIRST_CARDS = 6;
/** The cards added by each render after the first: a commit a slow phone makes in one frame. */
const CARDS_PER_RENDER = 8;

/**
 * How many of `total` cards to show: the first few at once, then a few more per render, each
 * render its own task (a transition, after a timeout), until all show. A whole page of cards in
 * one commit held a slow phone's main thread for hundreds of milliseconds (Lighthouse's total
 * blocking time); in renders of a few cards, the first screen paints first and a tap is
 * answered between them. Cards a next page adds come the same way.
 */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_CARDS));
  useEffect(() => {
    if (shown >= total) return;
    const next = setTimeout(() =>
      startTransition(() => setShown(Math.min(total, shown + CARDS_PER_RENDER))),
    );
    return () => clearTimeout(next);
  }, [shown, total]);
  return Math.min(shown, total);
}

/**
 * The loaded cards, each an item of one list (none when there are none), and the next page's
 * button, which stays while cards are added (it keeps the focus of whoever pressed it).
 */
export function PagedCards<T extends { _id: string }>({
  items,
  card,
  hasMore,
  loadingMore,
  loadMore,
  moreLabel,
}: PagedCardsProps<T>) {
  const shownCount = useCardsShown(items.length);
  const shown = shownCount < items.length ? items.slice(0, shownCount) : items;
  return (
    <>
      {items.length > 0 && (
        <CardList>
          {shown.map((item) => (
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
