import { rupeesToPaisa } from '@kaamyaab/shared-api/contract';

/**
 * Rupee amounts as statements print them (`1,250.00`, `Rs. 1,250`, `1,250.00 CR`, `(1,250.00)`,
 * `-` for none) to paisa, with integer arithmetic only (`rupeesToPaisa`). Null when the cell is
 * not an amount; zero when it is empty.
 */
export function readAmount(cell: string): { paisa: number; negative: boolean } | null {
  let text = cell.trim().replace(/^(?:PKR|Rs\.?)\s*/i, '');
  let negative = false;
  const suffix = /\s*(CR|DR)\.?$/i.exec(text);
  if (suffix) {
    negative = suffix[1]!.toUpperCase() === 'DR';
    text = text.slice(0, suffix.index);
  }
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') && text.length > 1) {
    negative = !negative;
    text = text.slice(1);
  }
  if (text === '' || text === '-') return { paisa: 0, negative: false };
  const paisa = rupeesToPaisa(text);
  return paisa === null ? null : { paisa, negative: negative && paisa > 0 };
}
