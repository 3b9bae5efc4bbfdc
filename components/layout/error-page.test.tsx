/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { error } from '@/lib/words/en/error';
import { ErrorPage as Page, type ErrorPageProps } from './error-page';

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => jest.requireActual('@/test/app-router').appRouter,
}));

const ErrorPage = (props: ErrorPageProps) => <Page {...props} words={error} />;

describe('the error page', () => {
  it('says what happened and takes focus to it', () => {
    render(<ErrorPage error={new Error('broken')} reset={() => {}} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/Your cart and the details you typed are still here/)).toBeVisible();
  });

  it('tries again when asked', async () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('broken')} reset={reset} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('links back to the menu', () => {
    render(<ErrorPage error="not even an Error" reset={() => {}} />);
    // Next.js adds the trailing slash of next.config.mjs only in the built site.
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/menu\/?$/),
    );
  });
});
