import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { PageHeading } from './page-heading';

describe('PageHeading', () => {
  it('is the level-one heading', () => {
    renderWithTheme(<PageHeading>Post a Job</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeInTheDocument();
  });
});
