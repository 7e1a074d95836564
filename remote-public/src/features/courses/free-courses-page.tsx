import styled from 'styled-components';
import { Card, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { useCoursesT } from '../../i18n/strings/courses';
import { courses, watchUrl } from './courses-data';
import { VideoPreview } from './video-preview';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1.5rem;
`;

export function FreeCoursesPage() {
  const { t } = useCoursesT();
  useDocumentMeta(t('courses.meta.title'), t('courses.meta.description'));
  return (
    <Container>
      <PageHeading>{t('courses.heading')}</PageHeading>
      <Grid>
        {courses.map((course) => {
          const title = t(`courses.items.${course.key}.title`);
          return (
            <Card as="article" key={course.id} aria-labelledby={`course-${course.id}`}>
              <VideoPreview videoId={course.videoId} title={title} poster={course.poster} />
              <h2 id={`course-${course.id}`}>{title}</h2>
              <p>{t(`courses.items.${course.key}.description`)}</p>
              <a href={watchUrl(course.videoId)} target="_blank" rel="noopener noreferrer">
                {t('courses.watch')}
                <span className="visually-hidden">{t('courses.watchDetail', { title })}</span>
              </a>
            </Card>
          );
        })}
      </Grid>
    </Container>
  );
}
