import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it } from 'vitest';
import { useRouteParams } from './use-route-params';

function ShowParams() {
  return <output>{JSON.stringify(useRouteParams())}</output>;
}

it('merges :name segments and query values, segments winning', () => {
  render(
    <MemoryRouter initialEntries={['/select-slot/42?date=2026-11-23&appointmentId=7']}>
      <Routes>
        <Route path="/select-slot/:appointmentId" element={<ShowParams />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
    appointmentId: '42',
    date: '2026-11-23',
  });
});
