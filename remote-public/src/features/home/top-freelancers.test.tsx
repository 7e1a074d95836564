import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { successStories } from './home-data';
import { storyColumns, TopFreelancers } from './top-freelancers';

describe('TopFreelancers', () => {
  it('fills every row of its grid at each width: the column counts divide the six stories', () => {
    expect(successStories).toHaveLength(6);
    for (const count of Object.values(storyColumns)) expect(successStories.length % count).toBe(0);
  });

  it('gives the cards one height: equal rows, and each card as tall as its row', () => {
    renderPage(<TopFreelancers />);
    const stories = screen.getAllByTestId('success-story');
    expect(stories).toHaveLength(6);
    const grid = stories[0]!.parentElement as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(getComputedStyle(grid).gridAutoRows).toBe('1fr');
    for (const story of stories) {
      expect(getComputedStyle(story).display).toBe('flex');
      expect(getComputedStyle(story.firstElementChild as HTMLElement).flexGrow).toBe('1');
    }
  });
});
