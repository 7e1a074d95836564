import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI runs the web tests beside the server's on two cores (a long fuzz run among them): there a
// page that renders its cards as a transition, in slices, took longer than findBy's 1 s default
// and failed a run that passed alone. A missing element still fails, after 5 s instead of 1.
configure({ asyncUtilTimeout: 5_000 });
