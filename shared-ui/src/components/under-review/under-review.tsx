import styled from 'styled-components';

const Screen = styled.section`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;

  h1 {
    margin: 0;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    max-width: 32rem;
    margin: 0;
  }
`;

const Explore = styled.a`
  display: inline-block;
  padding: 0.7rem 1.6rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Spec: the 'Hold Tight!' screen that replaces the dashboard of an account awaiting approval. */
export function UnderReview({ exploreHref }: { exploreHref: string }) {
  return (
    <Screen>
      <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="#e6f2ee" />
        <path
          d="M40 30h40M40 90h40M44 30c0 18 32 22 32 30S44 72 44 90M76 30c0 18-32 22-32 30s32 12 32 30"
          fill="none"
          stroke="#0b6e4f"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <h1>Hold Tight!</h1>
      <p>Your account is under review and will be approved soon in next 24 hours.</p>
      <Explore href={exploreHref}>Explore</Explore>
    </Screen>
  );
}
