import styled from 'styled-components';
import { useDealsT } from '../../i18n/ui-deals-strings';
import { formatPaisa, percentOf } from '../../lib/paisa';

const Line = styled.p`
  margin: 0.5rem 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface FeeLineProps {
  feeBps: number;
  feePaisa: number;
  payeePaisa: number;
}

/**
 * "Platform fee 5%: Rs 2,500 · The freelancer receives Rs 47,500", read out as it changes, so a
 * company typing an amount hears what the freelancer gets.
 */
export function FeeLine({ feeBps, feePaisa, payeePaisa }: FeeLineProps) {
  const { t, language } = useDealsT();
  return (
    <Line aria-live="polite">
      {t('money.feeLine', {
        percent: percentOf(feeBps),
        fee: formatPaisa(feePaisa, language),
        payee: formatPaisa(payeePaisa, language),
      })}
    </Line>
  );
}
