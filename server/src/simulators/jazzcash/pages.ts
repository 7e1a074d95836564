import { scenarios } from './scenarios';

/** The simulator's pages: plain HTML, every value escaped. Nothing here is Kaamyaab's UI. */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

function page(title: string, body: string, onload = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem}
label{display:block;margin:.75rem 0 .25rem}input{font-size:1rem;padding:.4rem}
table{border-collapse:collapse;margin-top:1rem}td{border:1px solid #ccc;padding:.3rem .5rem}
.banner{background:#b00020;color:#fff;padding:.25rem .5rem}</style></head>
<body${onload}><p class="banner">JazzCash SIMULATOR: for tests and demos, no money moves.</p>
${body}</body></html>`;
}

export const messagePage = (title: string, message: string) =>
  page(title, `<h1>${escape(title)}</h1><p role="alert">${escape(message)}</p>`);

/** The hosted page: what is being paid, the payer's number and MPIN, the scenarios it knows. */
export function checkoutPage(
  request: Record<string, string>,
  payPath: string,
  error: string,
  voucherPath: string,
) {
  const rupees = (Number(request.pp_Amount) / 100).toLocaleString('en-PK', {
    minimumFractionDigits: 2,
  });
  const rows = scenarios
    .map(
      (row) =>
        `<tr><td>${row.mobile}</td><td>${row.scenario}</td><td>${escape(row.says)}</td></tr>`,
    )
    .join('');
  return page(
    'JazzCash checkout',
    `<h1>Pay with your JazzCash mobile account</h1>
<p>Merchant ${escape(request.pp_MerchantID ?? '')} · ${escape(request.pp_Description ?? '')}</p>
<p>Amount: <strong>PKR ${escape(rupees)}</strong> · Reference ${escape(request.pp_TxnRefNo ?? '')}</p>
${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="${escape(payPath)}">
<input type="hidden" name="txnRefNo" value="${escape(request.pp_TxnRefNo ?? '')}">
<label for="mobile">Mobile number</label><input id="mobile" name="mobile" inputmode="tel" required>
<label for="mpin">MPIN</label><input id="mpin" name="mpin" type="password" inputmode="numeric" required>
<p><button type="submit">Pay now</button></p></form>
<form method="post" action="${escape(voucherPath)}">
<input type="hidden" name="txnRefNo" value="${escape(request.pp_TxnRefNo ?? '')}">
<p>No mobile account? <button type="submit">Get a voucher to pay at an agent</button></p></form>
<h2>Scenarios by mobile number (any 4-digit MPIN)</h2>
<table><tbody>${rows}</tbody></table>`,
  );
}

/** The browser's way back: the signed outcome, posted to the merchant's pp_ReturnURL. */
export function returnPage(returnUrl: string, fields: Record<string, string>) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    'Returning to the merchant',
    `<h1>Returning to the merchant…</h1>
<form method="post" action="${escape(returnUrl)}">${inputs}
<button type="submit">Return to the merchant</button></form>`,
    ' onload="document.forms[0].submit()"',
  );
}

export const processingPage = () =>
  page(
    'Payment in process',
    '<h1>Your payment is being processed</h1><p>You may close this window.</p>',
  );
