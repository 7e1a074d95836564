import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type uPlot from 'uplot';
import type { AdminStatsDto } from '@kaamyaab/shared-api/contract';
import { VisuallyHidden, dateNamesIn, formatDate } from '@kaamyaab/shared-ui';
import { useAdminT } from '../../i18n/admin-strings';
import { countIn } from '../../i18n/numbers';

const Figure = styled.figure`
  position: relative;
  margin: 0;

  /* uPlot's own layout rules (its stylesheet is not loaded: nothing else of it is used). */
  .u-wrap {
    position: relative;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
    margin-top: 0.5rem;
    font-size: 0.9rem;
  }
`;

const Key = styled.span<{ $color: string }>`
  &::before {
    content: '';
    display: inline-block;
    width: 0.9rem;
    height: 0.25rem;
    margin-inline-end: 0.4rem;
    vertical-align: middle;
    background: ${({ $color }) => $color};
  }
`;

/** Anchored at the figure's start: its clipped table never reaches past a phone's edge. */
const HiddenTable = styled(VisuallyHidden)`
  top: 0;
  inset-inline-start: 0;
  white-space: normal;
`;

const SIGNUPS = '#0b6e4f';
const APPLICATIONS = '#1d4a8f';

/** Month and weekday names for uPlot's axis in Urdu (Urdu has no short forms: both the same). */
function urduDateNames(): uPlot.DateNames {
  const { months, weekdays } = dateNamesIn('ur');
  return { MMMM: [...months], MMM: [...months], WWWW: [...weekdays], WWW: [...weekdays] };
}

/**
 * Sign-ups and applications per day for 30 days, drawn by uPlot, which this page alone loads (a
 * chunk of its own). The numbers are also a table for screen readers.
 */
export function ActivityChart({ daily }: { daily: AdminStatsDto['daily'] }) {
  const { t, language } = useAdminT();
  const holder = useRef<HTMLDivElement>(null);
  const signups = t('chart.signups');
  const applications = t('chart.applications');

  useEffect(() => {
    let chart: uPlot | undefined;
    let cancelled = false;
    const size = () => ({ width: holder.current?.clientWidth || 600, height: 240 });
    const resize = () => chart?.setSize(size());
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled || !holder.current) return;
      const urduNames = language === 'ur' ? urduDateNames() : null;
      const days = daily.map(({ day }) => Date.parse(`${day}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          ...size(),
          ...(urduNames
            ? { fmtDate: (template: string) => UPlot.fmtDate(template, urduNames) }
            : {}),
          legend: { show: false },
          scales: { x: { time: true } },
          series: [
            {},
            { label: signups, stroke: SIGNUPS, width: 2 },
            { label: applications, stroke: APPLICATIONS, width: 2 },
          ],
        },
        [days, daily.map((d) => d.signups), daily.map((d) => d.applications)],
        holder.current,
      );
      window.addEventListener('resize', resize);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [daily, language, signups, applications]);

  return (
    <Figure>
      {/* A time axis runs left to right in Urdu print too; uPlot lays out for that. */}
      <div ref={holder} aria-hidden="true" dir="ltr" />
      <figcaption>
        <Key $color={SIGNUPS}>{signups}</Key>
        <Key $color={APPLICATIONS}>{applications}</Key>
      </figcaption>
      <HiddenTable as="div">
        <table>
          <caption>{t('chart.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{signups}</th>
              <th scope="col">{applications}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDate(d.day, language)}</th>
                <td>{countIn(language, d.signups)}</td>
                <td>{countIn(language, d.applications)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </HiddenTable>
    </Figure>
  );
}
