import { BlogsPage } from '../features/blogs/blogs-page';

export default BlogsPage;
