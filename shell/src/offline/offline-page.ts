// The page the worker answers for a page it has never kept, with no network. It runs no script
// (the site's CSP allows none inline); both languages, Urdu right to left.
const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Kaamyaab: offline</title>
    <style>
      body { margin: 0; padding: 2rem 1rem; font-family: system-ui, sans-serif; line-height: 1.5;
        color: #1f2933; display: grid; gap: 1.5rem; max-width: 36rem; margin-inline: auto; }
      h1 { color: #0b6e4f; font-size: 1.4rem; margin: 0; }
      p { margin: 0.5rem 0 0; }
      a { color: #0b6e4f; }
    </style>
  </head>
  <body>
    <section>
      <h1>You are offline</h1>
      <p>This page needs the internet. Check your connection and <a href="">try again</a>.</p>
    </section>
    <section lang="ur" dir="rtl">
      <h1>آپ آف لائن ہیں</h1>
      <p>اس صفحے کے لیے انٹرنیٹ درکار ہے۔ اپنا کنکشن دیکھیں اور <a href="">دوبارہ کوشش کریں</a>۔</p>
    </section>
  </body>
</html>
`;

export function offlinePage(): Response {
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
