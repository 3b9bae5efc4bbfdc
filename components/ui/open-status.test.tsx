import { act, render, screen } from '@testing-library/react';
import { OpenStatus } from './open-status';

/** Sets the clock to a time on the cafe's clock in Kolkata; jest runs as a visitor in New York. */
function atIst(clock: string) {
  jest.useFakeTimers({ now: new Date(`2026-11-22T${clock}:00+05:30`) });
}

afterEach(() => jest.useRealTimers());

describe('OpenStatus', () => {
  it('says when the cafe closes while it is open', () => {
    atIst('15:30');
    render(<OpenStatus />);
    expect(screen.getByText('Open now · closes 11:00 PM')).toBeInTheDocument();
  });

  it('says when the cafe opens later the same day', () => {
    atIst('08:15');
    render(<OpenStatus />);
    expect(screen.getByText('Closed · opens 10:00 AM')).toBeInTheDocument();
  });

  it('says when the cafe opens after closing time', () => {
    atIst('23:00');
    render(<OpenStatus />);
    expect(screen.getByText('Closed · opens 10:00 AM')).toBeInTheDocument();
  });

  it('changes as the minute turns at closing time', () => {
    atIst('22:59');
    render(<OpenStatus />);
    expect(screen.getByText('Open now · closes 11:00 PM')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByText('Closed · opens 10:00 AM')).toBeInTheDocument();
  });
});
