/** A form's fields but its files, as a multipart body holds them: text, a yes or no as text. */
export const textFieldsOf = (values: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'boolean')
      .map(([name, value]) => [name, String(value)]),
  );

/**
 * The multipart body of a form: the text fields trimmed, then each file chosen (a file left
 * empty is not sent; a field of several files, as submitted work, sends each under its name).
 */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, File | File[] | null>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value.trim());
  for (const [name, chosen] of Object.entries(files))
    for (const file of [chosen].flat()) if (file) form.append(name, file);
  return form;
}
