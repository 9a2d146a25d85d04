/**
 * The popup's screens, built from plain DOM. Each has a heading; the one shown takes focus at its
 * field or heading (dom.ts `show`), and every control has a visible label.
 */
import type { WishList } from '@wishlist/core';
import { h } from '../dom.js';
import { t } from '../i18n.js';
import type { ItemDraft } from './item-draft.js';

const heading = (text: string) => h('h1', { tabindex: '-1' }, text);

export function loadingView(): HTMLElement {
  return h(
    'section',
    { class: 'stack' },
    heading(t('popupTitle')),
    h(
      'p',
      { role: 'status', class: 'muted' },
      h('span', { class: 'spinner', 'aria-hidden': 'true' }),
      t('extracting'),
    ),
  );
}

export interface Action {
  label: string;
  run: () => void;
  primary?: boolean;
}

function button({ label, run, primary }: Action): HTMLButtonElement {
  const element = h(
    'button',
    {
      type: 'button',
      class: primary ? 'button button-primary' : 'button',
    },
    label,
  );
  element.addEventListener('click', run);
  return element;
}

/**
 * A screen that says something and offers what to do next (signed out, no answer, done). Its
 * heading takes focus, so a screen reader reads the news before the buttons.
 */
export function messageView(
  title: string,
  text: string,
  actions: Action[],
  tone?: 'error',
): HTMLElement {
  return h(
    'section',
    { class: 'stack' },
    heading(title),
    h(
      'p',
      {
        class: tone === 'error' ? 'alert alert-error' : 'muted',
        role: tone === 'error' ? 'alert' : undefined,
      },
      text,
    ),
    h('div', { class: 'actions' }, ...actions.map(button)),
  );
}

export interface FormHandlers {
  save: (listId: string, draft: ItemDraft) => void;
  cancel: () => void;
}

function field(label: string, control: HTMLElement, id: string): HTMLElement {
  control.id = id;
  return h('div', { class: 'field' }, h('label', { for: id }, label), control);
}

function listPicker(lists: WishList[]): HTMLSelectElement {
  const select = h('select', { required: true, 'data-autofocus': true });
  for (const list of lists) select.append(h('option', { value: list._id }, list.name));
  return select;
}

/** The images as radio buttons, each named by its number, with "No image" last. */
function imageChooser(draft: ItemDraft): HTMLElement {
  const options = draft.images.map((url, index) =>
    h(
      'label',
      { class: 'image-option' },
      h('input', { type: 'radio', name: 'image', value: url, checked: url === draft.image }),
      h('img', { src: url, alt: t('imageChoice', String(index + 1), String(draft.images.length)) }),
    ),
  );
  const none = h(
    'label',
    { class: 'image-option image-none' },
    h('input', { type: 'radio', name: 'image', value: '', checked: draft.image === '' }),
    h('span', {}, t('noImage')),
  );
  return h(
    'fieldset',
    { class: 'images' },
    h('legend', {}, t('imageLegend')),
    h('div', { class: 'image-grid' }, ...options, none),
  );
}

/**
 * The add form, prefilled from the page. `note`: why nothing was read (the server's sentence,
 * or ours), shown at the top without standing in the way (decision 024).
 */
export function formView(
  lists: WishList[],
  draft: ItemDraft,
  note: string | null,
  handlers: FormHandlers,
): HTMLElement {
  const picker = listPicker(lists);
  const name = h('input', { type: 'text', required: true, maxlength: '200', value: draft.name });
  const price = h('input', {
    type: 'text',
    inputmode: 'decimal',
    value: draft.price,
    autocomplete: 'off',
  });
  const description = h('textarea', { rows: '3', maxlength: '2000' });
  description.value = draft.description;
  const problem = h('p', { class: 'alert alert-error', role: 'alert', hidden: true });
  const submit = h('button', { type: 'submit', class: 'button button-primary' }, t('addToList'));
  const form = h(
    'form',
    { class: 'stack', novalidate: true },
    heading(t('popupTitle')),
    note ? h('p', { class: 'alert alert-info', role: 'status' }, note) : null,
    field(t('listLabel'), picker, 'list'),
    field(t('nameLabel'), name, 'name'),
    field(draft.currency ? t('priceLabelIn', draft.currency) : t('priceLabel'), price, 'price'),
    field(t('descriptionLabel'), description, 'description'),
    draft.images.length > 0 ? imageChooser(draft) : null,
    problem,
    h('div', { class: 'actions' }, submit, button({ label: t('cancel'), run: handlers.cancel })),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = form.querySelector<HTMLInputElement>('input[name="image"]:checked');
    const values: ItemDraft = {
      ...draft,
      name: name.value,
      price: price.value,
      description: description.value,
      image: chosen?.value ?? '',
    };
    const wrong = !values.name.trim()
      ? { text: t('nameRequired'), at: name }
      : values.price.trim() && !Number.isFinite(Number(values.price))
        ? { text: t('priceProblem'), at: price }
        : null;
    problem.hidden = wrong === null;
    problem.textContent = wrong?.text ?? '';
    name.setAttribute('aria-invalid', String(wrong?.at === name));
    price.setAttribute('aria-invalid', String(wrong?.at === price));
    if (wrong) {
      wrong.at.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = t('adding');
    handlers.save(picker.value, values);
  });
  return form;
}

/** After a failed save: the form stays as typed, with the sentence above its buttons. */
export function showSaveProblem(form: HTMLElement, text: string): void {
  const problem = form.querySelector<HTMLElement>('.alert-error');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (problem) {
    problem.hidden = false;
    problem.textContent = text;
  }
  if (submit) {
    submit.disabled = false;
    submit.textContent = t('addToList');
  }
}
