import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Card } from './card';

describe('Card', () => {
  it('is a bordered section that can be labelled', () => {
    renderWithTheme(
      <Card aria-label="Frontend developer">
        <p>Job</p>
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Frontend developer' });
    expect(card.tagName).toBe('SECTION');
    expect(getComputedStyle(card).borderStyle).toBe('solid');
  });
});
