import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <h1>404 - Page Not Found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={paths.home}>Back to Home</Link>
      </p>
    </Wrapper>
  );
}
