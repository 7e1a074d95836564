import { useState } from 'react';
import styled from 'styled-components';
import { useCoursesT } from '../../i18n/strings/courses';
import { embedUrl } from './courses-data';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: linear-gradient(135deg, #10231c, ${({ theme }) => theme.colors.primary});

  iframe,
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
  img {
    object-fit: cover;
  }
`;

const Play = styled.button`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  width: 100%;
  border: 0;
  background: none;
  color: #fff;
  cursor: pointer;
`;

interface VideoPreviewProps {
  videoId: string;
  title: string;
  /** The course's own picture (a data URL drawn by lib/course-art), shown until play. */
  poster: string;
}

/**
 * A poster with a play button; the YouTube player loads only when the visitor asks for it, so the
 * page stays light, works offline and asks nothing of another site until then. The poster is
 * decoration (alt ''): the button and the card's heading name the course.
 */
export function VideoPreview({ videoId, title, poster }: VideoPreviewProps) {
  const { t } = useCoursesT();
  const [playing, setPlaying] = useState(false);
  return (
    <Frame>
      {playing ? (
        <iframe
          src={embedUrl(videoId)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <>
          <img src={poster} alt="" width={160} height={90} />
          <Play
            type="button"
            onClick={() => setPlaying(true)}
            aria-label={t('courses.play', { title })}
          >
            <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" focusable="false">
              <circle
                cx="36"
                cy="36"
                r="34"
                fill="rgba(0,0,0,0.45)"
                stroke="#fff"
                strokeWidth="3"
              />
              <path d="M29 22 52 36 29 50Z" fill="#fff" />
            </svg>
          </Play>
        </>
      )}
    </Frame>
  );
}
