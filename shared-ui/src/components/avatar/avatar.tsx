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

/**
 * The server serves every uploaded avatar (`/api/v1/files/<id>`) also as squares of these sizes,
 * at `<address>/<px>`, cached for a year (a new avatar has a new address). Any other address (a
 * picture chosen but not yet sent, say) is shown as it is.
 */
export const AVATAR_SIZES = [64, 256] as const;
const SIZED_ADDRESS = /^(https?:\/\/[^/]+)?\/api\/v1\/files\/[0-9a-f-]{36}$/i;

interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * What to try, in order: the sizes (the browser takes the smallest that is sharp at the screen's
 * pixel density; `src` is the one for a density of 1), then the picture as uploaded, for a server
 * that cannot size it.
 */
export function avatarSources(src: string, size: number): ImageSource[] {
  if (!SIZED_ADDRESS.test(src)) return [{ src }];
  const fitting = AVATAR_SIZES.find((px) => px >= size) ?? AVATAR_SIZES[AVATAR_SIZES.length - 1];
  return [
    {
      src: `${src}/${fitting}`,
      srcSet: AVATAR_SIZES.map((px) => `${src}/${px} ${px}w`).join(', '),
      sizes: `${size}px`,
    },
    { src },
  ];
}

/** The picture when there is one that loads, otherwise initials on a colour of the name. */
export function Avatar({ src, name, size = 40 }: AvatarProps) {
  // Count failures per address, so a new picture gets its own chances to load.
  const [failures, setFailures] = useState<{ src: string | null; count: number }>({
    src: null,
    count: 0,
  });
  const failed = src && failures.src === src ? failures.count : 0;
  const source = src ? avatarSources(src, size)[failed] : undefined;
  return (
    <Circle
      $size={size}
      $color={colorFor(name)}
      role={source ? undefined : 'img'}
      aria-label={source ? undefined : name}
    >
      {source ? (
        <img
          key={source.src}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.sizes}
          alt={name}
          width={size}
          height={size}
          decoding="async"
          onError={() => setFailures({ src: src ?? null, count: failed + 1 })}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </Circle>
  );
}
