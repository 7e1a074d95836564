/**
 * The route table of the spec (section 2), in one place. Every page is a module exposed by one
 * of the remotes and loaded on first visit; the shell owns only layout, guards and errors.
 */
import { Navigate, Outlet, Route, Routes } from '@kaamyaab/shared-api/router';
import { paths } from '@kaamyaab/shared-api';
import { RemotePage } from '../federation/remote-page';
import { RequireAdmin, RequireCompany, RequireFreelancer } from '../guards/require-role';
import { NotFoundPage } from '../errors/not-found-page';
import { PublicLayout } from '../layout/public-layout';

const chooserForms = (form: 'LoginForm' | 'SignupForm') => ({
  freelancerForm: <RemotePage remote="freelancer" module={form} />,
  companyForm: <RemotePage remote="company" module={form} />,
});

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path={paths.home} element={<RemotePage remote="public" module="HomePage" />} />
        <Route path={paths.blogs} element={<RemotePage remote="public" module="BlogsPage" />} />
        <Route
          path={paths.freeCourses}
          element={<RemotePage remote="public" module="FreeCoursesPage" />}
        />
        <Route
          path={paths.contactUs}
          element={<RemotePage remote="public" module="ContactPage" />}
        />
        <Route
          path={paths.privacyPolicy}
          element={<RemotePage remote="public" module="PrivacyPolicyPage" />}
        />
        <Route
          path={paths.termsOfService}
          element={<RemotePage remote="public" module="TermsOfServicePage" />}
        />
        <Route
          path={paths.jobBoard}
          element={<RemotePage remote="public" module="JobBoardPage" />}
        />
        <Route
          path={`${paths.jobBoard}/:jobId`}
          element={<RemotePage remote="public" module="JobPage" />}
        />
        <Route
          path={paths.login}
          element={
            <RemotePage remote="public" module="LoginChooser" props={chooserForms('LoginForm')} />
          }
        />
        <Route
          path={paths.signup}
          element={
            <RemotePage remote="public" module="SignupChooser" props={chooserForms('SignupForm')} />
          }
        />
        <Route
          path={paths.signupFreelancer}
          element={<RemotePage remote="freelancer" module="SignupPage" />}
        />
        <Route path={paths.loginAdmin} element={<RemotePage remote="admin" module="LoginPage" />} />
        <Route
          path={paths.signupAdmin}
          element={<RemotePage remote="admin" module="SignupPage" />}
        />
        <Route
          path={paths.forgotPassword}
          element={<RemotePage remote="public" module="ForgotPasswordPage" />}
        />
        <Route
          path={paths.resetPassword}
          element={<RemotePage remote="public" module="ResetPasswordPage" />}
        />
        <Route
          path={paths.verifyEmail}
          element={<RemotePage remote="public" module="VerifyEmailPage" />}
        />
        <Route
          path={paths.legacyAdminSignup}
          element={<Navigate to={paths.signupAdmin} replace />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route
        path={paths.freelancerDashboard}
        element={
          <RequireFreelancer>
            <RemotePage
              remote="freelancer"
              module="DashboardLayout"
              props={{ children: <Outlet /> }}
            />
          </RequireFreelancer>
        }
      >
        <Route index element={<RemotePage remote="freelancer" module="DashboardHome" />} />
        <Route path="jobs" element={<RemotePage remote="freelancer" module="JobsPage" />} />
        <Route path="jobs/:jobId" element={<RemotePage remote="freelancer" module="JobPage" />} />
        <Route
          path="applications"
          element={<RemotePage remote="freelancer" module="ApplicationsPage" />}
        />
        <Route path="profile" element={<RemotePage remote="freelancer" module="ProfilePage" />} />
        <Route path="messages" element={<RemotePage remote="freelancer" module="MessagesPage" />} />
        <Route
          path="messages/:applicationId"
          element={<RemotePage remote="freelancer" module="ConversationPage" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route
        path={paths.companyDashboard}
        element={
          <RequireCompany>
            <RemotePage
              remote="company"
              module="DashboardLayout"
              props={{ children: <Outlet /> }}
            />
          </RequireCompany>
        }
      >
        <Route index element={<RemotePage remote="company" module="DashboardHome" />} />
        <Route path="post-job" element={<RemotePage remote="company" module="PostJobPage" />} />
        <Route
          path="jobs-posted"
          element={<RemotePage remote="company" module="JobsPostedPage" />}
        />
        <Route path="talent" element={<RemotePage remote="company" module="TalentPage" />} />
        <Route path="profile" element={<RemotePage remote="company" module="ProfilePage" />} />
        <Route path="messages" element={<RemotePage remote="company" module="MessagesPage" />} />
        <Route
          path="messages/:applicationId"
          element={<RemotePage remote="company" module="ConversationPage" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>

      <Route
        path={paths.adminDashboard}
        element={
          <RequireAdmin>
            <RemotePage remote="admin" module="DashboardLayout" props={{ children: <Outlet /> }} />
          </RequireAdmin>
        }
      >
        <Route index element={<RemotePage remote="admin" module="DashboardHome" />} />
        <Route
          path="manage-users"
          element={<RemotePage remote="admin" module="ManageUsersPage" />}
        />
        <Route
          path="manage-users/:role/:id"
          element={<RemotePage remote="admin" module="ReviewPage" />}
        />
        <Route path="profile" element={<RemotePage remote="admin" module="ProfilePage" />} />
        <Route
          path="contact-messages"
          element={<RemotePage remote="admin" module="ContactInboxPage" />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
