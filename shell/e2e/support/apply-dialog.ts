import type { Page } from 'playwright-core';

/** The apply dialog's words, in the language the journey reads. */
export interface ApplyWords {
  coverLetter: string;
  rate: string;
  time: string;
  submit: string;
  submitted: string;
  ok: string;
}

export const applyInEnglish: ApplyWords = {
  coverLetter: 'Cover letter',
  rate: 'Proposed rate (PKR)',
  time: 'Estimated completion time',
  submit: 'Submit Application',
  submitted: 'Application Submitted',
  ok: 'OK',
};

export const applyInUrdu: ApplyWords = {
  coverLetter: 'کور لیٹر',
  rate: 'آپ کا ریٹ (روپے)',
  time: 'کام مکمل کرنے کا اندازاً وقت',
  submit: 'درخواست بھیجیں',
  submitted: 'درخواست بھیج دی گئی',
  ok: 'ٹھیک ہے',
};

/** Fills the open apply dialog, sends it, and closes the confirmation that it was sent. */
export async function sendApplication(
  page: Page,
  answer: { coverLetter: string; rate: string; time: string },
  words: ApplyWords = applyInEnglish,
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.coverLetter).fill(answer.coverLetter);
  await dialog.getByLabel(words.rate).fill(answer.rate);
  await dialog.getByLabel(words.time).fill(answer.time);
  await dialog.getByRole('button', { name: words.submit }).click();
  await page
    .getByRole('dialog', { name: words.submitted })
    .getByRole('button', { name: words.ok })
    .click();
}
