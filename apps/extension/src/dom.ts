/** A small way to build the extension's pages from plain DOM: no framework for three forms. */

type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** An element with its attributes (`true`: present, `false`/undefined: absent) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

/** Shows `view` in place of what `root` held, and moves focus to its first focus target. */
export function show(root: HTMLElement, view: Node): void {
  root.replaceChildren(view);
  const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? root.querySelector('h1');
  target?.focus();
}
