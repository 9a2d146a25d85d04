import type { Dispatch } from 'react';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import type { QuickAddEvent } from './quick-add-machine';

interface ImageChooserProps {
  images: string[];
  dispatch: Dispatch<QuickAddEvent>;
}

/**
 * The image chooser: pick one, Skip for none, or Back to the URL. A picture that fails to load
 * is taken out, and when none is left the chooser goes on to the form by itself, as Skip would.
 * A single picture is shown with "Use this image" beside Skip: one click either way.
 */
export function ImageChooser({ images, dispatch }: ImageChooserProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = images.filter((image) => !failed.has(image));
  const none = visible.length === 0;
  const only = visible.length === 1 ? visible[0] : undefined;
  useEffect(() => {
    if (none) dispatch({ type: 'skip' });
  }, [none, dispatch]);
  return (
    <div className="stack">
      <ul className={only ? 'image-choices image-choices-one' : 'image-choices'}>
        {visible.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className="image-choice"
              onClick={() => dispatch({ type: 'pick', image })}
            >
              <img
                src={image}
                alt={t('quickAdd.images.choice', { number: index + 1, count: visible.length })}
                loading="lazy"
                referrerPolicy="no-referrer"
                onError={() => setFailed((current) => new Set(current).add(image))}
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'back' })}
        >
          {t('quickAdd.images.back')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch({ type: 'skip' })}
        >
          {t('quickAdd.images.skip')}
        </button>
        {only ? (
          <button
            type="button"
            className="button button-primary"
            onClick={() => dispatch({ type: 'pick', image: only })}
          >
            {t('quickAdd.images.useThis')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
