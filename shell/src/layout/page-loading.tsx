import styled from 'styled-components';
import { useShellT } from '../i18n/shell-strings';

const Wrapper = styled.div`
  min-height: 40vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function PageLoading() {
  const { t } = useShellT();
  return (
    <Wrapper role="status" aria-live="polite">
      {t('loading')}
    </Wrapper>
  );
}
