import { useEffect } from 'react';
import { useT } from '../i18n/i18n';

/** The product's name after each page's, in the script of the language shown. */
const productName = { en: 'Kaamyaab', ur: 'کامیاب' } as const;

/** Each page names itself for tabs, history and search engines. */
export function useDocumentMeta(title: string, description: string) {
  const { language } = useT('common');
  useEffect(() => {
    document.title = `${title} | ${productName[language]}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description, language]);
}
