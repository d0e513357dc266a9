import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LoadLazyImage } from '../../application/pageBehaviour/LoadLazyImage';
import { useUseCase } from '../hooks/useUseCase';

/** A transparent pixel holds the place (the img keeps its width and height: no layout shift). */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading'> {
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** Above the fold: loads at once, like a plain img. */
  eager?: boolean;
}

/**
 * SPEC §4.7: an image that starts loading 150 px before it enters the view (LoadLazyImage); its srcset waits with
 * its src. Below the fold it is also `loading="lazy"`, so a browser that lays the page out sooner still waits.
 */
export function LazyImage({ src, srcSet, eager = false, ...img }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const load = useUseCase(LoadLazyImage);
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near || !ref.current) return;
    const abort = new AbortController();
    void load.execute({ image: ref.current, signal: abort.signal }).then(() => setNear(true));
    return () => abort.abort();
  }, [near, load]);
  return (
    <img ref={ref} {...img} src={near ? src : PLACEHOLDER} srcSet={near ? srcSet : undefined} data-src={near ? undefined : src}
      data-srcset={near ? undefined : srcSet} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
}
