/*
 * jsdom finds an input's labels by walking the whole document once per <label for> in it (each
 * label's `control` walks the tree again for its id), so every accessible-name lookup of a form
 * control costs labels × nodes. Role queries compute the name of every control they consider:
 * on the long forms (the classic add-offer page) that was half of a test's time. This getter keeps
 * the HTML spec's answer (the labels whose labeled control is the element, in tree order) and finds
 * each label's control through the document's id index instead. Elements outside the document (detached,
 * in a shadow tree) keep jsdom's own.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ALWAYS_LABELABLE = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

/** https://html.spec.whatwg.org/multipage/forms.html#category-label */
function isLabelable(element: Element): boolean {
  if (element.namespaceURI !== HTML_NS) return false;
  if (ALWAYS_LABELABLE.has(element.localName)) return true;
  if (element.localName === 'input') return (element as HTMLInputElement).type !== 'hidden';
  const definition = customElements.get(element.localName) as { formAssociated?: boolean } | undefined;
  return definition?.formAssociated === true;
}

/**
 * Whether the label's labeled control is `element` (a labelable element in the document): the
 * element its `for` names, else its first labelable descendant.
 */
function labelsElement(label: HTMLLabelElement, element: Element): boolean {
  if (label.hasAttribute('for')) {
    const id = label.getAttribute('for');
    return id ? label.ownerDocument.getElementById(id) === element : false;
  }
  for (const descendant of label.querySelectorAll('*'))
    if (isLabelable(descendant)) return descendant === element;
  return false;
}

/** The labels of a labelable element in the document (not a shadow tree), in tree order (a static list). */
export function labelsOf(element: Element): HTMLLabelElement[] {
  const labels = element.ownerDocument.getElementsByTagName('label');
  return Array.from(labels).filter(
    (label): label is HTMLLabelElement => label instanceof HTMLLabelElement && labelsElement(label, element),
  );
}

const LABELABLE_CLASSES = [
  'HTMLButtonElement',
  'HTMLInputElement',
  'HTMLMeterElement',
  'HTMLOutputElement',
  'HTMLProgressElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
] as const;

const originals = new Map<object, () => NodeListOf<HTMLLabelElement> | null>();

/** jsdom's own `labels` of the element (for the test that holds the fast one to it). */
export function jsdomLabelsOf(element: Element): HTMLLabelElement[] | null {
  for (const [prototype, getter] of originals) {
    if (Object.prototype.isPrototypeOf.call(prototype, element)) {
      const found = getter.call(element);
      return found ? Array.from(found) : null;
    }
  }
  return null;
}

/** Replaces the `labels` getter of every labelable element class of this window. */
export function installFastLabels(): void {
  for (const name of LABELABLE_CLASSES) {
    const prototype = window[name].prototype;
    const getter = Object.getOwnPropertyDescriptor(prototype, 'labels')?.get;
    if (!getter || originals.has(prototype)) continue;
    originals.set(prototype, getter);
    Object.defineProperty(prototype, 'labels', {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        if (this.getRootNode() !== this.ownerDocument || !isLabelable(this)) return getter.call(this);
        return labelsOf(this);
      },
    });
  }
}
