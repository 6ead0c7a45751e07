import '@testing-library/jest-dom';

// jsdom lays nothing out and has no scrollIntoView; a test that checks scrolling records it itself.
if (!('scrollIntoView' in Element.prototype)) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
