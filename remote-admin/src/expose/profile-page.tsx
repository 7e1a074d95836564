import { AdminProfile } from '../features/dashboard/admin-profile';

export default AdminProfile;
