/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { cafeClock, closedText, onCafeClock, openNowText } from '@/test/hours';
import { en } from '@/lib/words/en';
import { hi } from '@/lib/words/hi';
import { OpenStatus } from './open-status';

/** Sets the clock to a time on the cafe's clock; jest runs as a visitor in New York. */
function atCafeClock(clock: string) {
  jest.useFakeTimers({ now: onCafeClock(clock) });
}

afterEach(() => jest.useRealTimers());

describe('OpenStatus, at times read from the tests’ hours (test/content/cafe.json)', () => {
  it('says when the cafe closes while it is open', () => {
    atCafeClock(cafeClock.midday);
    render(<OpenStatus words={en.hours} />);
    expect(screen.getByText(openNowText)).toBeInTheDocument();
  });

  it('says when the cafe opens later the same day', () => {
    atCafeClock(cafeClock.beforeOpening);
    render(<OpenStatus words={en.hours} />);
    expect(screen.getByText(closedText)).toBeInTheDocument();
  });

  it('says when the cafe opens after closing time', () => {
    atCafeClock(cafeClock.afterClosing);
    render(<OpenStatus words={en.hours} />);
    expect(screen.getByText(closedText)).toBeInTheDocument();
  });

  it('changes as the minute turns at closing time', () => {
    atCafeClock(cafeClock.lastOpenMinute);
    render(<OpenStatus words={en.hours} />);
    expect(screen.getByText(openNowText)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(61_000));
    expect(screen.getByText(closedText)).toBeInTheDocument();
  });
});

describe('OpenStatus on a Hindi page', () => {
  it('says it in the words it is given', () => {
    atCafeClock(cafeClock.midday);
    render(<OpenStatus words={hi.hours} />);
    expect(screen.getByText(/^अभी खुला है · /)).toBeInTheDocument();
  });
});
