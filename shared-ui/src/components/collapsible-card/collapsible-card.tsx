import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@kaamyaab/shared-ui';

const Title = styled.h2`
  margin: 0;
  font-size: 1.15rem;
`;

const Toggle = styled.button`
  all: unset;
  box-sizing: border-box;
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  transition: transform 0.2s;
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

const Details = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface CollapsibleCardProps {
  title: string;
  /** Shown under the title whether the card is open or not. */
  summary: ReactNode;
  /** The details; a function is told whether the card is open (e.g. to load on first open). */
  children: ReactNode | ((open: boolean) => ReactNode);
}

/** A card whose title is a disclosure button: the summary always, the details on demand. */
export function CollapsibleCard({ title, summary, children }: CollapsibleCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card as="article">
      <Title>
        <Toggle
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {/* A title is people's own words, in either script: isolated in its own direction. */}
          <bdi>{title}</bdi>
          <Chevron $open={open} aria-hidden="true">
            ▾
          </Chevron>
        </Toggle>
      </Title>
      {summary}
      <Details id={detailsId} hidden={!open}>
        {typeof children === 'function' ? children(open) : children}
      </Details>
    </Card>
  );
}
