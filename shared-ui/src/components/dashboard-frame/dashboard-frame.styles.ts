import styled, { css } from 'styled-components';

/** Side menu beside the content on wide screens; a scrolling strip above it below 640 px. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: 15rem minmax(0, 1fr);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;

    /* Profile leaves the side menu on phones: the avatar button shows that it is the current page. */
    &:has([data-account-item] a[aria-current='page']) [data-account-trigger] {
      border-color: ${({ theme }) => theme.colors.primary};
      box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
    }
  }
`;

// The dark side menu: #e6efe9 on #10231c is 14:1; the active entry is marked by more than colour.
export const Side = styled.nav`
  padding: 1.25rem 0.75rem;
  background: #10231c;
  color: #e6efe9;

  ul {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    min-height: 2.75rem;
    padding: 0.6rem 0.8rem;
    border: 0;
    border-inline-start: 3px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: #e6efe9;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a.active,
  a[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    background: rgba(255, 255, 255, 0.14);
    font-weight: 700;
  }
  a:hover,
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
  button:disabled {
    opacity: 0.7;
    cursor: not-allowed;
  }
  :focus-visible {
    outline-color: #93c5fd;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: 0.5rem;
    /* Wrapped, not scrolled: every area stays in sight on a phone (the admin has three). */
    ul {
      display: flex;
      flex-wrap: wrap;
    }
    li {
      flex: none;
    }
    a {
      white-space: nowrap;
      border-inline-start: 0;
      border-bottom: 3px solid transparent;
    }
    a.active,
    a[aria-current='page'] {
      border-bottom-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

/** Spec: on narrow screens profile and logout leave the side menu (the avatar menu keeps them). */
export const AccountItem = styled.li`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  width: 1.25rem;
  justify-content: center;
`;

export const Main = styled.div`
  min-width: 0;
`;

/** The logo above the side menu; it leads to the dashboard's home. */
export const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0 0.25rem;

  &&& a {
    display: inline-flex;
    width: auto;
    min-height: 2.75rem;
    padding: 0.25rem 0.5rem;
    border: 0;
    background: none;
  }

  /* The language switch keeps its pill, not the menu entries' look. */
  &&& button {
    width: auto;
    min-height: 2.75rem;
    padding: 0.35rem 0.9rem;
    border: 1px solid #e6efe9;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: #fff;
    font-weight: 600;
  }

  ${({ theme }) => theme.media.mobile} {
    margin: 0 0 0.25rem;
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: #fff;

  ${({ theme }) => theme.media.mobile} {
    padding: 0.75rem 1rem;
  }
`;

export const Greeting = styled.div`
  min-width: 0;

  p {
    margin: 0;
    font-size: 1.15rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }

  ${({ theme }) => theme.media.mobile} {
    p {
      font-size: 1rem;
    }
  }
`;

export const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: 0.5rem;
`;

/**
 * The language switch: in the header on wide screens; on phones beside the logo, where the
 * header's greeting needs the room.
 */
export const WideOnly = styled.div`
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
export const NarrowOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
  }
`;

/** The round header tools (Messages, the bell): a link or a button of the same look. */
export const roundTool = css`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid #6b7a89;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const MessagesSlot = styled.div`
  a {
    ${roundTool}
  }
  /* The speech bubble's tail points to the start side, as in Urdu apps. */
  svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** The count on a round tool; hidden at zero. */
export const CountBadge = styled.span`
  position: absolute;
  top: -0.3rem;
  inset-inline-end: -0.3rem;
  min-width: 1.3rem;
  height: 1.3rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.3rem;
  text-align: center;
`;

export const Content = styled.main`
  padding: 1.5rem;

  ${({ theme }) => theme.media.mobile} {
    padding: 1rem;
  }
`;
