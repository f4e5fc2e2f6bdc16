/** An integration's stored settings as the text its form fields hold, and back. */

export const textOf = (settings: Record<string, unknown>, name: string): string => {
  const value = settings[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** A field left blank is not sent, so an optional setting is absent rather than an empty string the schema refuses. */
export const optionalText = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
