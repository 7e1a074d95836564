type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/**
 * The keys one language has and the other lacks, both ways: a test of every namespace fails on
 * any, so no screen shows a key or falls back to English in Urdu unnoticed.
 */
export function missingTranslations(en: Tree, ur: Tree) {
  const english = new Set(keysOf(en));
  const urdu = new Set(keysOf(ur));
  return {
    notInUrdu: [...english].filter((key) => !urdu.has(key)),
    notInEnglish: [...urdu].filter((key) => !english.has(key)),
  };
}
