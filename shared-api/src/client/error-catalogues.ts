import type { ErrorCatalogue } from './describe-error';

/** The spec's section 8, table by table. */
const NETWORK = 'Network error. Please check your internet connection and try again.';

const signup = (alreadyRegistered: string): ErrorCatalogue => ({
  byStatus: {
    400: {
      fallback: 'Invalid request. Please check your input.',
      serverFirst: true,
      joinFieldErrors: true,
    },
    404: { fallback: alreadyRegistered },
    500: { fallback: 'Internal server error. Please try again later.' },
  },
  other: 'Signup failed. Please try again later.',
  noResponse: NETWORK,
});

export const freelancerSignupErrors = signup(
  'Freelancer with this email already registered. Please log in.',
);
export const companySignupErrors = signup(
  'Company with this email already registered. Please log in.',
);

export const freelancerLoginErrors: ErrorCatalogue = {
  byStatus: {
    400: {
      fallback: 'Invalid credentials. Please check your email and password.',
      serverFirst: true,
    },
    404: {
      fallback: 'Freelancer with this email does not exist. Please sign up first.',
      serverFirst: true,
    },
    429: { fallback: 'Too many login attempts. Please try again later.', serverFirst: true },
  },
  other: 'Login failed. Please try again later.',
  noResponse: NETWORK,
};

export const companyLoginErrors: ErrorCatalogue = {
  byStatus: {
    400: { fallback: 'Invalid request. Please check your email or password.', serverFirst: true },
    404: { fallback: 'Company with this email does not exist. Please register.' },
    429: { fallback: 'Too many login attempts. Please try again later.', serverFirst: true },
  },
  other: 'Login failed. Please try again later.',
  noResponse: 'Network error. Please try again.',
};

export const adminSignupErrors: ErrorCatalogue = {
  byStatus: {
    400: {
      fallback: 'Invalid registration credentials. Please check your input.',
      serverFirst: true,
    },
    403: { fallback: 'Invalid admin signup key.', serverFirst: true },
  },
  other: 'Registration failed. Please try again later.',
  noResponse: NETWORK,
};

export const adminLoginErrors: ErrorCatalogue = {
  byStatus: {
    400: { fallback: 'Invalid login credentials.', serverFirst: true },
    404: { fallback: 'Admin not found.', serverFirst: true },
    429: { fallback: 'Too many login attempts. Please try again later.', serverFirst: true },
  },
  other: 'Login failed. Please try again later.',
  noResponse: 'Network error. Please check your connection and try again.',
};
