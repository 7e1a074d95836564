import styled from 'styled-components';
import { localeOf, useUiT } from '@kaamyaab/shared-ui';

// The empty track is light; the fill, which carries the meaning, is 6.2:1 on white.
const Track = styled.div`
  height: 0.6rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #dde4ea;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s;
`;

export interface ProgressBarProps {
  /** Done so far, from 0 to 1 (out-of-range values are clamped). */
  value: number;
  label: string;
}

/** A labelled progress bar; assistive technology reads the percentage. */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const { language } = useUiT();
  const safe = Number.isFinite(value) ? value : 0;
  const percent = Math.round(Math.min(1, Math.max(0, safe)) * 100);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={new Intl.NumberFormat(localeOf(language), { style: 'percent' }).format(
        percent / 100,
      )}
    >
      <Fill $percent={percent} />
    </Track>
  );
}
