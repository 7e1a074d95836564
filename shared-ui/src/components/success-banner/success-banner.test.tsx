import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { SuccessBanner } from './success-banner';

describe('SuccessBanner', () => {
  it('announces the message as a status', () => {
    renderWithTheme(<SuccessBanner message="Job posted successfully" />);
    expect(screen.getByRole('status')).toHaveTextContent('Job posted successfully');
  });

  it('renders nothing without a message', () => {
    const { container } = renderWithTheme(<SuccessBanner message={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
