import styled from 'styled-components';

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
export function waitingFor(since: string, now = Date.now()): string {
  const hours = hoursSince(since, now);
  if (hours < 1) return 'waiting less than an hour';
  if (hours < 48) return `waiting ${hours} hour${hours === 1 ? '' : 's'}`;
  return `waiting ${Math.floor(hours / 24)} days`;
}

/** The waiting time, marked past the 24-hour promise. */
export function WaitingTime({ since }: { since: string }) {
  const late = hoursSince(since, Date.now()) >= PROMISE_HOURS;
  return (
    <Waiting $late={late}>
      {waitingFor(since)}
      {late ? ' (past the 24-hour promise)' : null}
    </Waiting>
  );
}
