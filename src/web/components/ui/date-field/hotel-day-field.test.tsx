/**
 * The hotel day of a staff list (issue 28: cash close, foreign guests register): shown and typed
 * as dd-mm-yyyy like every date field of the house, handed on as `YYYY-MM-DD`; a cleared field
 * hands nothing on (a list always has a day).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HotelDayField } from './hotel-day-field.tsx';

describe('HotelDayField', () => {
  it('shows the day as dd-mm-yyyy and hands a typed day on as YYYY-MM-DD', async () => {
    const onChange = vi.fn<(day: string) => void>();
    render(<HotelDayField label="Hotel day" name="day" value="2026-11-27" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Hotel day' }) as HTMLInputElement;
    expect(input.value).toBe('27-11-2026');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '03-10-2025{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-10-03');
  });

  it('hands nothing on when the field is emptied', async () => {
    const onChange = vi.fn<(day: string) => void>();
    render(<HotelDayField label="Hotel day" name="day" value="2026-11-27" onChange={onChange} />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Hotel day' }));
    await user.tab();
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });
});
