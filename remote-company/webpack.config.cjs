const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_company',
  port: 3103,
  exposes: {
    './LoginForm': './src/expose/login-form.tsx',
    './SignupForm': './src/expose/signup-form.tsx',
    './DashboardLayout': './src/expose/dashboard-layout.tsx',
    './DashboardHome': './src/expose/dashboard-home.tsx',
    './PostJobPage': './src/expose/post-job-page.tsx',
    './TalentPage': './src/expose/talent-page.tsx',
    './JobsPostedPage': './src/expose/jobs-posted-page.tsx',
    './ProfilePage': './src/expose/profile-page.tsx',
    './MessagesPage': './src/expose/messages-page.tsx',
    './ConversationPage': './src/expose/conversation-page.tsx',
  },
});
