const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_admin',
  port: 3104,
  exposes: {
    './LoginPage': './src/expose/login-page.tsx',
    './SignupPage': './src/expose/signup-page.tsx',
    './DashboardLayout': './src/expose/dashboard-layout.tsx',
    './DashboardHome': './src/expose/dashboard-home.tsx',
    './ManageUsersPage': './src/expose/manage-users-page.tsx',
    './ReviewPage': './src/expose/review-page.tsx',
    './ContactInboxPage': './src/expose/contact-inbox-page.tsx',
    './ProfilePage': './src/expose/profile-page.tsx',
  },
});
