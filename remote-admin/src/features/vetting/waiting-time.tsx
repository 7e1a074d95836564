import styled from 'styled-components';
import { useAdminT, type AdminT } from '../../i18n/admin-strings';

/** The spec's promise: an account is reviewed within 24 hours. */
const PROMISE_HOURS = 24;

const Waiting = styled.p<{ $late: boolean }>`
  margin: 0;
  font-size: 0.9rem;
  font-weight: ${({ $late }) => ($late ? 700 : 400)};
  color: ${({ $late, theme }) => ($late ? '#a11d12' : theme.colors.textMuted)};
`;

const hoursSince = (since: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(since).getTime()) / 3_600_000));

/** How long an account has waited since it (re)entered the queue, as a person would say it. */
export function waitingFor(t: AdminT, since: string, now = Date.now()): string {
  const hours = hoursSince(since, now);
  if (hours < 1) return t('waiting.lessThanAnHour');
  if (hours < 48) return t('waiting.hours', { count: hours });
  return t('waiting.days', { count: Math.floor(hours / 24) });
}

/** The waiting time, marked past the 24-hour promise. */
export function WaitingTime({ since }: { since: string }) {
  const { t } = useAdminT();
  const late = hoursSince(since, Date.now()) >= PROMISE_HOURS;
  return (
    <Waiting $late={late}>
      {waitingFor(t, since)}
      {late ? t('waiting.late') : null}
    </Waiting>
  );
}
