import { FreeCoursesPage } from '../features/courses/free-courses-page';

export default FreeCoursesPage;
