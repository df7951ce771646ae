import { PREVIEW_LENGTH, TITLE_MAX } from '@warroom/contracts';
import type { InputField } from './field-table';
import { textInput } from './text-inputs';

type Previewed = keyof typeof PREVIEW_LENGTH;

/**
 * The title of a titled kind: required, at most TITLE_MAX characters, and the list's title
 * column with the start of `preview` under it, which the server cuts at PREVIEW_LENGTH
 * (SPEC.md section 9).
 */
export function titleField<R extends { title: string }, S = R>(
  preview: Previewed & keyof S,
  options: { oneLine?: boolean } = {},
): InputField<R, S> {
  return {
    name: 'title',
    label: 'Title',
    input: textInput({ maxLength: TITLE_MAX }),
    required: true,
    list: { title: { preview, previewLength: PREVIEW_LENGTH[preview], ...options } },
  };
}
