import styled from 'styled-components';
import { Link } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { useDocumentMeta } from '@kaamyaab/shared-ui';
import { useShellT } from '../i18n/shell-strings';

const Wrapper = styled.section`
  min-height: 60vh;
  display: grid;
  place-content: center;
  gap: 1rem;
  padding: 2rem 1rem;
  text-align: center;
`;

export function NotFoundPage() {
  const { t } = useShellT();
  const heading = t('notFound.title');
  const explanation = t('notFound.body');
  // The tab and the history name the missing page as the heading does, like every other page.
  useDocumentMeta(heading, explanation);
  return (
    <Wrapper>
      <h1>{heading}</h1>
      <p>{explanation}</p>
      <p>
        <Link to={paths.home}>{t('notFound.back')}</Link>
      </p>
    </Wrapper>
  );
}
