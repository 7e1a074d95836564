const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** People's text in HTML (an email, a page's title): safe in text and in attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON inside a <script> element: a `<` never appears, so no `</script>` can close it early. */
export const htmlSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
