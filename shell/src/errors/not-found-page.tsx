import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
`;

const heading = '404 - Page Not Found';
const explanation = 'The page you are looking for does not exist or has moved.';

export function NotFoundPage() {
  // The tab and the history name the missing page as the heading does, like every other page.
  useDocumentMeta(heading, explanation);
  return (
    <Wrapper>
      <h1>{heading}</h1>
      <p>{explanation}</p>
      <p>
        <Link to={paths.home}>Back to Home</Link>
      </p>
    </Wrapper>
  );
}
