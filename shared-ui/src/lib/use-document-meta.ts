import { useEffect } from 'react';

/** Each page names itself for tabs, history and search engines. */
export function useDocumentMeta(title: string, description: string) {
  useEffect(() => {
    document.title = `${title} | Kaamyaab`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
