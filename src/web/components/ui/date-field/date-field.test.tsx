/**
 * The stay date field (docs/product/screens.md#date-panel) as a guest uses it, rendered by React
 * 19 (issue 25): typing dd-mm-yyyy, a date that does not exist, and the calendar by keyboard.
 */
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelDayButton } from 'react-day-picker';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field.tsx';

/** The field as a page holds it: the committed date lives above, as in the date panel. */
function Field({ initial, onChange }: { initial: string | null; onChange: (date: string | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Check In"
        name="checkIn"
        value={value}
        onChange={(date) => {
          onChange(date);
          setValue(date);
        }}
        clearable={false}
        resetKey={0}
        disabled={[]}
        taken={[]}
        defaultMonth={new Date(2030, 0, 1)}
        startMonth={new Date(2030, 0, 1)}
        endMonth={new Date(2030, 11, 31)}
      />
      <button type="button">Next control</button>
    </>
  );
}

function renderField(initial: string | null = null) {
  const onChange = vi.fn<(date: string | null) => void>();
  render(<Field initial={initial} onChange={onChange} />);
  return { onChange, input: screen.getByRole('textbox', { name: 'Check In' }) };
}

/** The day button react-day-picker names for `date` (the calendar's own words, e.g. "Sunday, February 3rd, 2030"). */
function dayButton(date: Date) {
  return screen.getByRole('button', { name: new RegExp(labelDayButton(date, {}).replace(/^Today, /, '')) });
}

describe('DateField', () => {
  it('takes a date typed as dd-mm-yyyy when the guest moves on, and shows it back in that form', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderField();
    expect(input.getAttribute('placeholder')).toBe('dd-mm-yyyy');

    await user.type(input, '5-2-2030');
    await user.tab(); // to the field's own calendar button: still in the field
    expect(onChange).not.toHaveBeenCalled(); // settled only on leaving it (ADR 005)
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next control' }));

    expect(onChange).toHaveBeenCalledExactlyOnceWith('2030-02-05');
    expect(input).toHaveProperty('value', '05-02-2030');
  });

  it('marks a date that does not exist, says how to type it, and hands nothing on', async () => {
    const user = userEvent.setup();
    const { onChange, input } = renderField();

    await user.type(input, '31-02-2030{Enter}');

    expect(onChange).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Type the date as dd-mm-yyyy')).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Type the date as dd-mm-yyyy').id);
    // No calendar opens for a date that could not be read.
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(input);
    await user.type(input, '28-02-2030{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2030-02-28');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('opens the calendar from its button by keyboard, on the chosen day, and Escape gives focus back', async () => {
    const user = userEvent.setup();
    renderField('2030-01-28');

    await user.tab(); // the input
    await user.tab(); // the calendar button: Tab alone never opens it
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Choose Check In date' });
    expect(document.activeElement).toBe(opener);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Check In calendar' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // The month grid is loaded when a calendar first opens (React.lazy).
    expect(await within(dialog).findByRole('grid', { name: 'Check In calendar, January 2030' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(dayButton(new Date(2030, 0, 28))));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('moves the focused day by six on six quick ArrowRight presses, across the month end, and Enter picks it (issue 25)', async () => {
    // Under Preact this froze the tab (presses under 40 ms apart); React must simply move six days.
    const user = userEvent.setup({ delay: null });
    const { onChange, input } = renderField('2030-01-28');

    await user.click(input);
    await user.keyboard('{ArrowDown}'); // Down in an unchanged input opens the calendar
    await screen.findByRole('dialog', { name: 'Check In calendar' });
    await waitFor(() => expect(document.activeElement).toBe(dayButton(new Date(2030, 0, 28))));

    // One call, no delay: six keydowns back to back, each handled (and rendered) as its own event.
    await user.keyboard('{ArrowRight}'.repeat(6));

    await waitFor(() => expect(document.activeElement).toBe(dayButton(new Date(2030, 1, 3))));
    expect(screen.getByRole('grid', { name: 'Check In calendar, February 2030' })).toBeTruthy();
    // WAI-ARIA grid: the focused day is the grid's one tab stop.
    const tabStops = screen
      .getAllByRole('gridcell')
      .flatMap((cell) => within(cell).queryAllByRole('button'))
      .filter((b) => b.tabIndex === 0);
    expect(tabStops).toEqual([document.activeElement]);

    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('2030-02-03');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input).toHaveProperty('value', '03-02-2030');
    expect(document.activeElement).toBe(input);
  });
});
