const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_freelancer',
  port: 3102,
  exposes: {
    './LoginForm': './src/expose/login-form.tsx',
    './SignupForm': './src/expose/signup-form.tsx',
    './SignupPage': './src/expose/signup-page.tsx',
    './DashboardLayout': './src/expose/dashboard-layout.tsx',
    './DashboardHome': './src/expose/dashboard-home.tsx',
    './JobsPage': './src/expose/jobs-page.tsx',
    './JobPage': './src/expose/job-page.tsx',
    './ApplicationsPage': './src/expose/applications-page.tsx',
    './ProfilePage': './src/expose/profile-page.tsx',
    './MessagesPage': './src/expose/messages-page.tsx',
    './ConversationPage': './src/expose/conversation-page.tsx',
  },
});
