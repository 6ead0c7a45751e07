import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; a test that checks scrolling records it itself.
const prototype: Partial<Pick<Element, 'scrollIntoView'>> = Element.prototype;
if (!prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
