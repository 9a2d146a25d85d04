import { useEffect, useRef, useState } from 'react';
import { t } from './i18n';

interface ItemImageProps {
  src: string | null;
  alt: string;
}

/** A fixed-ratio image box (no layout shift); a placeholder replaces missing or broken images. */
export function ItemImage({ src, alt }: ItemImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !src || failedSrc === src;
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that failed before React attached its error listener still counts as broken.
  useEffect(() => {
    const image = imageRef.current;
    if (src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src]);
  return (
    <div className="item-image">
      {broken ? (
        <div
          className="item-image-placeholder"
          role="img"
          aria-label={t('ui.image.missing', { name: alt })}
        >
          <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2a1 1 0 0 1 2-2ZM9 5a1 1 0 0 1 1 1v1H9a1 1 0 0 1 0-2Zm2 15H7v-8h4Zm0-10H5V9h6Zm6 10h-4v-8h4Zm2-10h-6V9h6Z"
            />
          </svg>
        </div>
      ) : (
        <img
          ref={imageRef}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
