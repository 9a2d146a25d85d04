import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type Item, priceCurrency, type WishList } from '@wishlist/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { withReason } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { specT } from '../../../lib/i18n';
import { moveTo } from '../api/item-intents';
import { useSaveItems } from '../api/save-items';
import { t } from '../i18n';

/** Items move up and down only: a sideways drift of the hand is not a change. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/** Which Move button had focus before its item moved, to be given it back after. */
interface Refocus {
  itemId: string;
  direction: 'up' | 'down';
  /** The order before the move: the button is focused once the order shown has changed. */
  before: string;
}

/**
 * The owner rearranging the list (L1): one row per item with a drag handle (pointer and touch
 * sensors; the keyboard through dnd-kit's keyboard sensor), and Up and Down buttons for anyone
 * who would rather not drag. Every move is saved at once as "this item after that one" (save-items.ts), shown before
 * the server answers, and announced: "Moved Headphones to position 3 of 7."
 */
export default function ReorderList({ list }: { list: WishList }) {
  const save = useSaveItems(list._id);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<Refocus | null>(null);
  const items = list.items;
  const order = items.map((item) => item._id).join(' ');
  const sensors = useSensors(
    // Mouse, pen and touch alike where pointer events exist (every browser the app supports);
    // the touch sensor only for a browser without them. dnd-kit lets the first to start win.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const nameOf = (id: UniqueIdentifier) =>
    items.find((item) => item._id === id)?.name ?? t('lists.reorder.item');
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item._id === id) + 1;
  const count = items.length;
  const movedText = (name: string, position: number) =>
    t('lists.reorder.moved', { name, position, count });

  const move = (item: Item, index: number) => {
    save.mutate({ intent: moveTo(items, item._id, index) });
  };
  const step = (item: Item, direction: 'up' | 'down') => {
    const from = items.indexOf(item);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= count) return;
    refocus.current = { itemId: item._id, direction, before: order };
    move(item, to);
    setAnnouncement(movedText(item.name, to + 1));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const item = items.find((candidate) => candidate._id === active.id);
    if (!item || !over || over.id === active.id) return;
    move(item, positionOf(over.id) - 1);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('lists.reorder.pickedUp', {
        name: nameOf(active.id),
        position: positionOf(active.id),
        count,
      }),
    // Over its own place (as it is when picked up) says nothing new.
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('lists.reorder.over', { name: nameOf(active.id), position: positionOf(over.id), count })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? movedText(nameOf(active.id), positionOf(over.id))
        : t('lists.reorder.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('lists.reorder.cancelled', { name: nameOf(active.id), position: positionOf(active.id) }),
  };

  // React moves a row's element when its item moves, and the element loses focus on the way.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || wanted.before === order) return;
    refocus.current = null;
    document.getElementById(`move-${wanted.direction}-${wanted.itemId}`)?.focus();
  });

  return (
    <section aria-label={t('lists.reorder.label')} className="reorder">
      {save.isError ? (
        <Alert tone="error">{withReason(save.error, specT('spec.updateListFailed'))}</Alert>
      ) : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        modifiers={[alongTheList]}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('lists.reorder.instructions') },
        }}
        onDragEnd={onDragEnd}
      >
        <SortableContext
          items={items.map((item) => item._id)}
          strategy={verticalListSortingStrategy}
        >
          <ol className="reorder-list">
            {items.map((item, index) => (
              <ReorderRow
                key={item._id}
                item={item}
                currency={list.currency}
                first={index === 0}
                last={index === count - 1}
                onStep={step}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

interface ReorderRowProps {
  item: Item;
  currency: string;
  first: boolean;
  last: boolean;
  onStep: (item: Item, direction: 'up' | 'down') => void;
}

function ReorderRow({ item, currency, first, last, onStep }: ReorderRowProps) {
  const sortable = useSortable({ id: item._id });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={sortable.isDragging ? 'reorder-row reorder-row-dragging' : 'reorder-row'}
    >
      <button
        ref={sortable.setActivatorNodeRef}
        type="button"
        className="reorder-handle"
        aria-label={t('lists.reorder.drag', { name: item.name })}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="reorder-name">
        {item.name}
        {item.price !== null ? (
          <span className="reorder-price">
            {' '}
            {formatPrice(item.price, priceCurrency(item, currency))}
          </span>
        ) : null}
      </span>
      <span className="reorder-moves">
        <MoveButton item={item} direction="up" edge={first} onStep={onStep} />
        <MoveButton item={item} direction="down" edge={last} onStep={onStep} />
      </span>
    </li>
  );
}

interface MoveButtonProps {
  item: Item;
  direction: 'up' | 'down';
  /** First row for Up, last for Down: nothing to do, but the button keeps its focus. */
  edge: boolean;
  onStep: (item: Item, direction: 'up' | 'down') => void;
}

function MoveButton({ item, direction, edge, onStep }: MoveButtonProps) {
  return (
    <button
      id={`move-${direction}-${item._id}`}
      type="button"
      className="button button-secondary button-small reorder-move"
      aria-label={t(direction === 'up' ? 'lists.reorder.moveUp' : 'lists.reorder.moveDown', {
        name: item.name,
      })}
      // aria-disabled rather than disabled: a disabled button drops the focus it had.
      aria-disabled={edge || undefined}
      onClick={() => {
        if (!edge) onStep(item, direction);
      }}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
      {direction === 'up' ? t('lists.reorder.up') : t('lists.reorder.down')}
    </button>
  );
}
