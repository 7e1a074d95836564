import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itHasEveryKeyInBothLanguages } from '@kaamyaab/shared-ui/testing';
import { blogPosts } from '../features/blogs/blogs-data';
import { courses } from '../features/courses/courses-data';
import { slideKeys, successStories } from '../features/home/home-data';
import { privacySections, termsSections } from '../features/legal/terms';
import { en as blogs } from './strings/blogs';
import { ur as blogsInUrdu } from './strings/blogs-ur';
import { en as courses_ } from './strings/courses';
import { ur as coursesInUrdu } from './strings/courses-ur';
import { en as forms } from './strings/forms';
import { ur as formsInUrdu } from './strings/forms-ur';
import { en as home } from './strings/home';
import { ur as homeInUrdu } from './strings/home-ur';
import { en as legal } from './strings/legal';
import { ur as legalInUrdu } from './strings/legal-ur';
import { en as scores } from './strings/scores';
import { ur as scoresInUrdu } from './strings/scores-ur';

/** The whole namespace, as the pages add its parts. */
const publicStrings = { en: { home, blogs, courses: courses_, legal, forms, scores } };
const publicUrdu = {
  home: homeInUrdu,
  blogs: blogsInUrdu,
  courses: coursesInUrdu,
  legal: legalInUrdu,
  forms: formsInUrdu,
  scores: scoresInUrdu,
};

type Tree = { [key: string]: string | Tree };

/** The English string at a dotted key, or undefined when there is none. */
function english(key: string): string | undefined {
  const found = key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      publicStrings.en as Tree,
    );
  return typeof found === 'string' ? found : undefined;
}

/** Every literal key a component of this remote asks t() for. */
function literalKeys(): string[] {
  const root = join(__dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)].map(
      (match) => match[1]!,
    ),
  );
}

describe("the public area's strings", () => {
  itHasEveryKeyInBothLanguages(publicStrings.en, publicUrdu);

  it('hold every key the pages ask for, the ones built from data too', () => {
    const keys = [
      ...literalKeys(),
      ...blogPosts.flatMap(({ key }) =>
        ['title', 'topic', 'p1', 'p2'].map((part) => `blogs.posts.${key}.${part}`),
      ),
      ...courses.flatMap(({ key }) =>
        ['title', 'description'].map((part) => `courses.items.${key}.${part}`),
      ),
      ...successStories.flatMap(({ id }) =>
        ['skills', 'testimonial'].map((part) => `home.stories.s${id}.${part}`),
      ),
      ...(['history', 'mission'] as const).flatMap((part) =>
        slideKeys[part].map((key) => `home.about.${part}.slides.${key}`),
      ),
      ...(
        [
          ['terms', termsSections],
          ['privacy', privacySections],
        ] as const
      ).flatMap(([document, sections]) =>
        sections.flatMap(({ key, paragraphs }) => [
          `legal.${document}.sections.${key}.heading`,
          ...Array.from(
            { length: paragraphs },
            (_, at) => `legal.${document}.sections.${key}.p${at + 1}`,
          ),
        ]),
      ),
    ];
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => english(key) === undefined)).toEqual([]);
  });

  it("keep the spec's English exactly", () => {
    const { home, forms, legal, courses: course } = publicStrings.en;
    expect(home.hero.title).toBe('Empower Your Business with Top Talent');
    expect(home.trusted.title).toBe('Our Trusted Family');
    expect(home.stories.title).toBe('Top Earning Freelancers');
    expect([home.cta.talent.title, home.cta.work.title, home.cta.join]).toEqual([
      'Looking For Talent?',
      'Looking For Work?',
      'Join Now',
    ]);
    expect(publicStrings.en.blogs.heading).toBe('Latest Tech Insights');
    expect(course.heading).toBe('Free Technology Courses');
    expect([forms.contact.send, forms.contact.sending, forms.contact.thanks]).toEqual([
      'Send Message',
      'Sending...',
      'Thank You!',
    ]);
    expect([legal.terms.title, legal.privacy.title]).toEqual([
      'Terms of Service',
      'Privacy Policy',
    ]);
  });

  it('write Urdu with its own full stop, never a Latin one at the end of a sentence', () => {
    const urdu = JSON.stringify(publicUrdu);
    // A Latin full stop after an Urdu letter ends an Urdu sentence the English way ('...' may).
    expect(urdu.match(/[\u0600-\u06ff]\.(?!\.)/g)).toBeNull();
  });
});
