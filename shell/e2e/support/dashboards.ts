/** Every page of each role's dashboard, under `/<role>-dashboard`. */
export const dashboardPages = {
  freelancer: ['', '/jobs', '/applications', '/profile', '/messages'],
  company: ['', '/post-job', '/jobs-posted', '/talent', '/profile', '/messages'],
  admin: ['', '/manage-users', '/profile', '/contact-messages'],
} as const;
