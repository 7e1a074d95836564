const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_public',
  port: 3101,
  exposes: {
    './HomePage': './src/expose/home-page.tsx',
    './BlogsPage': './src/expose/blogs-page.tsx',
    './FreeCoursesPage': './src/expose/free-courses-page.tsx',
    './ContactPage': './src/expose/contact-page.tsx',
    './PrivacyPolicyPage': './src/expose/privacy-policy-page.tsx',
    './TermsOfServicePage': './src/expose/terms-of-service-page.tsx',
    './LoginChooser': './src/expose/login-chooser.tsx',
    './SignupChooser': './src/expose/signup-chooser.tsx',
    './JobBoardPage': './src/expose/job-board-page.tsx',
    './JobPage': './src/expose/job-page.tsx',
    './ForgotPasswordPage': './src/expose/forgot-password-page.tsx',
    './ResetPasswordPage': './src/expose/reset-password-page.tsx',
    './VerifyEmailPage': './src/expose/verify-email-page.tsx',
  },
});
