import { AdminSignupForm } from '../features/auth/admin-signup-form';

export default AdminSignupForm;
