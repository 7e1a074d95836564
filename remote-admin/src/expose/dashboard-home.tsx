import { AdminHome } from '../features/dashboard/admin-home';

export default AdminHome;
