import styled from 'styled-components';
import { Card, Container, PageHeading, useDocumentMeta } from '@kaamyaab/shared-ui';
import { courses, watchUrl } from './courses-data';
import { VideoPreview } from './video-preview';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1.5rem;
`;

export function FreeCoursesPage() {
  useDocumentMeta(
    'Free Technology Courses',
    'Twelve free video courses to learn the skills companies hire for on Kaamyaab.',
  );
  return (
    <Container>
      <PageHeading>Free Technology Courses</PageHeading>
      <Grid>
        {courses.map((course) => (
          <Card as="article" key={course.id} aria-labelledby={`course-${course.id}`}>
            <VideoPreview videoId={course.videoId} title={course.title} poster={course.poster} />
            <h2 id={`course-${course.id}`}>{course.title}</h2>
            <p>{course.description}</p>
            <a href={watchUrl(course.videoId)} target="_blank" rel="noopener noreferrer">
              Watch on YouTube
              <span className="visually-hidden">: {course.title} (opens in a new tab)</span>
            </a>
          </Card>
        ))}
      </Grid>
    </Container>
  );
}
