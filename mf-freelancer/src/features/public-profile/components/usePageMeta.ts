import { useEffect } from 'react';

const setMeta = (property: string, content: string) => {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  const created = element === null;
  if (element === null) {
    element = document.createElement('meta');
    element.setAttribute('property', property);
    document.head.append(element);
  }
  const previous = element.content;
  element.content = content;
  return () => {
    if (created) element.remove();
    else element.content = previous;
  };
};

/** The document title and the Open Graph title, description and image while the page is shown. */
export function usePageMeta(meta: { title: string; description: string; image: string | null }) {
  const { title, description, image } = meta;
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restores = [
      setMeta('og:title', title),
      setMeta('og:description', description),
      setMeta('og:type', 'profile'),
      ...(image === null ? [] : [setMeta('og:image', new URL(image, window.location.href).href)]),
    ];
    let description_ = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const createdDescription = description_ === null;
    if (description_ === null) {
      description_ = document.createElement('meta');
      description_.name = 'description';
      document.head.append(description_);
    }
    const previousDescription = description_.content;
    description_.content = description;
    return () => {
      document.title = previousTitle;
      for (const restore of restores) restore();
      if (createdDescription) description_.remove();
      else description_.content = previousDescription;
    };
  }, [title, description, image]);
}
