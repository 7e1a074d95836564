import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { RadioGroupField } from './radio-group-field';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <RadioGroupField
      legend="Currently Doing Job?"
      name="job"
      value={value}
      onChange={setValue}
      error={error}
      options={[
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ]}
    />
  );
}

describe('RadioGroupField', () => {
  it('groups the radios under the legend and reports the choice', async () => {
    renderWithTheme(<Harness error="Please select if you are currently employed" />);
    const group = screen.getByRole('group', { name: 'Currently Doing Job?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('Please select if you are currently employed');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('calls onBlur when leaving a radio', async () => {
    const onBlur = jest.fn();
    renderWithTheme(
      <>
        <RadioGroupField
          legend="Level"
          name="level"
          value=""
          onChange={() => undefined}
          onBlur={onBlur}
          options={[{ value: 'entry', label: 'Entry' }]}
        />
        <button type="button">Next</button>
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Entry' }));
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalled();
  });
});
