import type { ValidationErrors } from '@refinedev/core';

/**
 * A refused save's field issues, one sentence a field: keyed by the field's name (`smsCountries.0` is the list's), the
 * first issue it got. The schema's own codes (`sms_countries_required`) come through as they are, for the screen to
 * say in its words.
 */
export function problemsByField(errors: ValidationErrors | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const field = path.split('.')[0]!;
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && !(field in problems)) problems[field] = first;
  }
  return problems;
}
