import { renderHook } from '@testing-library/react';
import { useDocumentMeta } from './use-document-meta';

const description = () =>
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('useDocumentMeta', () => {
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it('sets the title and creates the description tag when missing', () => {
    renderHook(() => useDocumentMeta('Jobs', 'Find freelance work in Pakistan'));
    expect(document.title).toBe('Jobs | Kaamyaab');
    expect(description()).toBe('Find freelance work in Pakistan');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('updates an existing tag and follows new values', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
    const { rerender } = renderHook(({ title }) => useDocumentMeta(title, `${title} page`), {
      initialProps: { title: 'Blogs' },
    });
    expect(meta.content).toBe('Blogs page');
    rerender({ title: 'Contact' });
    expect(document.title).toBe('Contact | Kaamyaab');
    expect(meta.content).toBe('Contact page');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
