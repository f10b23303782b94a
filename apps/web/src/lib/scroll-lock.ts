/** How many open dialogs hold the page still; the lock ends when the last one closes. */
let holders = 0;

/**
 * Keeps the page behind a dialog from scrolling, with no injected <style> (the CSP's
 * `style-src 'self'` refuses one): a class our stylesheet styles (`html.scroll-locked`), and the
 * scrollbar's width given back as padding through the CSSOM, which CSP does not govern, so the page
 * does not shift. Returns the release; nested dialogs share one lock.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    root.classList.add('scroll-locked');
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    root.classList.remove('scroll-locked');
    document.body.style.paddingRight = '';
  };
}
