import { identityOps, type Theme } from '@warroom/contracts';
import { callApi } from '../../lib/api';

export function updateTheme(theme: Theme) {
  return callApi(identityOps.updateTheme, { body: { theme } });
}
