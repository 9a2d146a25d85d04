import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../i18n';

/**
 * A description shows three lines, one on a phone (item-card.css); when that cuts it short, a
 * "Show more" button over the end of the last line shows the rest, so a friend, who has no
 * Edit dialog, can still read it. Screen readers always get the whole text: the clamp only
 * hides it visually, and the button says whether it is unfolded (`aria-expanded`).
 */
export function ItemDescription({ text, name }: { text: string; name: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);

  useEffect(() => {
    const paragraph = ref.current;
    if (!paragraph || typeof ResizeObserver === 'undefined') return;
    const measure = () => setClamped(paragraph.scrollHeight > paragraph.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(paragraph);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="item-description-box">
      <p
        ref={ref}
        id={id}
        className={`item-description${expanded ? ' item-description-expanded' : ''}`}
      >
        {text}
      </p>
      {clamped || expanded ? (
        <button
          type="button"
          className="link-button item-more"
          aria-label={t(expanded ? 'lists.item.showLessLabel' : 'lists.item.showMoreLabel', {
            name,
          })}
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('lists.item.showLess') : t('lists.item.showMore')}
        </button>
      ) : null}
    </div>
  );
}
