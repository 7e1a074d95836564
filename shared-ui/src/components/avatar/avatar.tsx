import { useState } from 'react';
import styled from 'styled-components';

// Every colour carries white initials at 4.5:1 or more.
const palette = ['#0b6e4f', '#1d4ed8', '#7e22ce', '#9a3412', '#be123c', '#0e7490'];

const Circle = styled.span<{ $size: number; $color: string }>`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 700;
  line-height: 1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('') || '?'
  );
}

function colorFor(name: string): string {
  const sum = [...name].reduce((total, char) => total + char.charCodeAt(0), 0);
  return palette[sum % palette.length] ?? '#0b6e4f';
}

export interface AvatarProps {
  src?: string | null;
  name: string;
  size?: number;
}

/** The picture when there is one that loads, otherwise initials on a colour of the name. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  // Remember which address failed, so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <Circle
      $size={size}
      $color={colorFor(name)}
      role={showImage ? undefined : 'img'}
      aria-label={showImage ? undefined : name}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          width={size}
          height={size}
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
