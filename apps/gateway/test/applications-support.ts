import { api, type ApiInit, applicationBody, bodyOf } from '@warroom/testing';
import { applicationOps, type SubmitApplicationBody } from '@warroom/contracts';
import { fromAddress } from './support.js';

export async function submitApplication(
  body: SubmitApplicationBody = applicationBody(),
  init: Pick<ApiInit, 'baseUrl'> = {},
): Promise<string> {
  const response = await api('/api/applications/submit', {
    method: 'POST',
    json: body,
    headers: fromAddress(),
    ...init,
  });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${response.text}`);
  return bodyOf(response, applicationOps.submit.reply).id;
}
