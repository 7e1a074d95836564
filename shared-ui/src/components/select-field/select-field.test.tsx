import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <SelectField
        label="Category"
        name="category"
        placeholder="Choose one"
        defaultValue=""
        onChange={onChange}
        error="Category is required"
        options={[
          { value: 'web', label: 'Web Development' },
          { value: 'design', label: 'Design' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Category is required');
    await userEvent.selectOptions(select, 'design');
    expect(select).toHaveValue('design');
    expect(onChange).toHaveBeenCalled();
  });
});
