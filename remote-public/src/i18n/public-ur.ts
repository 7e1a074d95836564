import { ur as blogs } from './strings/blogs-ur';
import { ur as courses } from './strings/courses-ur';
import { ur as forms } from './strings/forms-ur';
import { ur as home } from './strings/home-ur';
import { ur as legal } from './strings/legal-ur';
import type { publicEnglish } from './public-strings';

/** The public area in Urdu, fetched as one file the first time Urdu is shown (issue 16). */
export const publicUrdu: typeof publicEnglish = { home, blogs, courses, legal, forms };
