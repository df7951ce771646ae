/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ME_PATH, type Me, type Theme } from '@warroom/contracts';
import { fakeApi, on, refusal } from '../../../test/fake-api';
import { meOf, renderPage, testQueryClient } from '../../../test/render';
import { meKey } from '../me-key';
import { ThemeToggle } from './theme-toggle';

const SAVE_THEME = '/api/profile/update-theme';
const user = userEvent.setup({ delay: null });

/** The theme the page is drawn in, and the one kept for the next visit. */
const applied = () => document.documentElement.dataset.theme;
const stored = () => window.localStorage.getItem('theme');

/** A signed-in user whose saved theme is `theme`, as a signed-in screen leaves it in the cache. */
function signedIn(theme: Theme) {
  const me = meOf('MEMBER');
  const saved: Me = { ...me, theme, user: { ...me.user, theme } };
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKey(), saved);
  return { queryClient, saved };
}

describe('the theme toggle', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('switches to dark at once and keeps it for the next visit; a visitor saves nothing on the server', async () => {
    const api = fakeApi();
    renderPage(<ThemeToggle />);
    expect(applied()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(applied()).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(stored()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(applied()).toBe('light');
    expect(stored()).toBe('light');
    expect(api.requests).toEqual([]);
  });

  it('starts from the stored theme, else the system preference', () => {
    window.localStorage.setItem('theme', 'dark');
    const first = renderPage(<ThemeToggle />);
    expect(applied()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
    first.unmount();

    window.localStorage.clear();
    jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query === '(prefers-color-scheme: dark)' }) as MediaQueryList);
    renderPage(<ThemeToggle />);
    expect(applied()).toBe('dark');
  });

  it("takes a signed-in user's saved theme over the stored one, and saves each switch", async () => {
    window.localStorage.setItem('theme', 'light');
    const { queryClient, saved } = signedIn('dark');
    const api = fakeApi(
      on('POST', SAVE_THEME, (body) => ({ body: { success: true, user: { ...saved.user, ...(body as object) } } })),
      on('GET', ME_PATH, { body: saved }),
    );
    renderPage(<ThemeToggle />, { queryClient });
    expect(applied()).toBe('dark');
    expect(stored()).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(api.requests.some((request) => request.url === SAVE_THEME)).toBe(true));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(api.requests.find((request) => request.url === SAVE_THEME)?.body).toEqual({ theme: 'light' });
    expect(applied()).toBe('light');
    expect(stored()).toBe('light');
  });

  it('goes back to the theme before when the server does not save the switch', async () => {
    const { queryClient } = signedIn('dark');
    const api = fakeApi(on('POST', SAVE_THEME, refusal(503, 'Service unavailable')));
    renderPage(<ThemeToggle />, { queryClient });

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() => expect(applied()).toBe('dark'));
    expect(stored()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeTruthy();
  });
});
