import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Slot } from '@portal/contracts';
import { renderCustomerComponent } from '../../../test/customer-fixtures';
import { SlotGrid, slotMove } from './slot-grid';

const slot = (id: number, start: string, end: string, status: Slot['status']): Slot => ({
  id,
  start_time: start,
  end_time: end,
  status,
});

const day: Slot[] = [
  slot(540, '09:00', '09:30', 'available'),
  slot(570, '09:30', '10:00', 'booked'),
  slot(600, '10:00', '10:30', 'available'),
  slot(630, '10:30', '11:00', 'available'),
];

function Grid({ currentId = null }: { currentId?: number | null }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <SlotGrid
      slots={day}
      selectedId={selectedId}
      currentId={currentId}
      language="english"
      onSelect={(chosen) => setSelectedId(chosen.id)}
    />
  );
}

const tabStops = () =>
  screen.getAllByRole('radio').filter((card) => card.getAttribute('tabindex') === '0');

describe('the slot grid', () => {
  it('is one radio group with one Tab stop, the first free slot until one is chosen', async () => {
    await renderCustomerComponent(<Grid />);
    expect(screen.getByRole('radiogroup', { name: /Slots of the chosen day/ })).toBeTruthy();
    expect(tabStops().map((card) => card.textContent)).toEqual(['9:00 am - 9:30 amAvailable']);
    fireEvent.click(screen.getByRole('radio', { name: /10:30 am - 11:00 am/ }));
    expect(tabStops().map((card) => card.getAttribute('aria-checked'))).toEqual(['true']);
    expect(tabStops()[0]!.textContent).toContain('10:30 am');
  });

  it('moves with the arrow keys past a booked slot, choosing the slot it lands on', async () => {
    await renderCustomerComponent(<Grid />);
    const first = screen.getByRole('radio', { name: /9:00 am/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const ten = screen.getByRole('radio', { name: /10:00 am - 10:30 am/ });
    expect(document.activeElement).toBe(ten);
    expect(ten.getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(ten, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('10:30 am - 11:00 am');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-checked')).toBe('true');
  });

  it('never lands on the customer’s own current time', async () => {
    await renderCustomerComponent(<Grid currentId={540} />);
    expect(tabStops()[0]!.textContent).toContain('10:00 am');
    const ten = screen.getByRole('radio', { name: /10:00 am - 10:30 am/ });
    ten.focus();
    fireEvent.keyDown(ten, { key: 'Home' });
    expect(document.activeElement).toBe(ten);
  });
});

describe('a key in the slot grid', () => {
  // Two rows of three: 0 1 2 / 3 4 5, with 1 and 4 booked.
  const canChoose = [true, false, true, true, false, true];
  const from = (key: string, at: number) => slotMove({ key, from: at, columns: 3, canChoose });

  it('goes down and up a column to the nearest free slot in it', () => {
    expect(from('ArrowDown', 0)).toBe(3);
    expect(from('ArrowUp', 5)).toBe(2);
    expect(from('ArrowDown', 3)).toBeNull();
  });

  it('goes left and right past booked slots, and stops at the ends', () => {
    expect(from('ArrowRight', 0)).toBe(2);
    expect(from('ArrowLeft', 5)).toBe(3);
    expect(from('ArrowRight', 5)).toBeNull();
  });

  it('goes home to the first free slot and to the end to the last, and ignores other keys', () => {
    expect(from('Home', 5)).toBe(0);
    expect(from('End', 0)).toBe(5);
    expect(from('Tab', 0)).toBeNull();
  });
});
