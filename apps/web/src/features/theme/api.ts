import type { Theme, UpdateThemeBody } from '@warroom/contracts';
import { http } from '../../lib/http';

export function updateTheme(theme: Theme): Promise<unknown> {
  const body: UpdateThemeBody = { theme };
  return http<unknown>('/api/profile/update-theme', { method: 'POST', body });
}
