import styled from 'styled-components';

const Wrapper = styled.div`
  min-height: 40vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PageLoading() {
  return (
    <Wrapper role="status" aria-live="polite">
      Loading...
    </Wrapper>
  );
}
