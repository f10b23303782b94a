import { isChunkLoadError } from './chunk-error';

describe('isChunkLoadError', () => {
  it('knows a page’s code that could not be fetched, in each browser’s words', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop/assets/faq-page-1.js',
      'error loading dynamically imported module',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/faq-page-1.css',
    ])
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves other errors to the error screen', () => {
    expect(isChunkLoadError(new Error('500: Internal Server Error'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});
