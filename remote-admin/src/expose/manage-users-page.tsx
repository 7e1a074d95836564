import { ManageUsers } from '../features/users/manage-users';

export default ManageUsers;
