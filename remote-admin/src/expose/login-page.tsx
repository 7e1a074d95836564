import { AdminLoginForm } from '../features/auth/admin-login-form';

export default AdminLoginForm;
