/* global window, document, addEventListener, removeEventListener, requestAnimationFrame */
// Starts the shop's app on a page the server drew (apps/api/src/common/first-screen-renderer.ts).
// A first visit reads the drawn page at once and its links work as they are; the app's script is
// fetched when the page has loaded and run when the visitor first moves the pointer, lifts a finger,
// types or focuses something (a desktop visitor's mouse, a phone's first tap or scroll). The clicks and the keys
// pressed outside text fields before the app runs are held, in order, and given to it once it has
// called React's hydrateRoot (app/server-drawn.ts), which hydrates the page the moment the first
// of them reaches it and then lets it act; text typed into a field stays in the field.
// The api draws pages only for a first visit (a browser that has run the app gets the app's own).
(function () {
  var script = document.currentScript;
  var modules = script.getAttribute('data-modules').split(' ');
  var started = false;
  // what was done, in order: { target } for a click, { target, key, code, shiftKey } for a key,
  // { target, typed: true } where a field was typed into (the app types its text again there)
  var held = [];
  // A press starts the app when it ends (its release, or the browser taking it over for a
  // scroll), not when it begins: the tap's click then comes before the app's code runs, so the
  // browser answers the tap at once instead of after the app has been evaluated and hydrated.
  var starters = [
    'pointermove',
    'pointerup',
    'pointercancel',
    'touchend',
    'touchcancel',
    'keydown',
    'focusin',
    'input',
    'change',
    'wheel',
  ];

  function hold(event) {
    if (window.derlengApp) return;
    held.push({ target: event.target });
    event.preventDefault();
    event.stopPropagation();
    showBusy();
    start();
  }

  // A held click is answered on screen at once: a bar at the top of the page (outside the drawn
  // page, which the app takes over as it is) fills while the app starts, and goes when it has.
  var bar = null;
  function showBusy() {
    if (bar) return;
    bar = document.createElement('div');
    bar.setAttribute('data-app-starting', '');
    bar.setAttribute('aria-hidden', 'true');
    bar.style.cssText =
      'position:fixed;top:0;left:0;right:0;height:3px;background:#0b5cab;z-index:2147483647;' +
      'transform-origin:left;transform:scaleX(0.1);pointer-events:none';
    document.body.appendChild(bar);
    if (bar.animate) {
      bar.animate([{ transform: 'scaleX(0.1)' }, { transform: 'scaleX(0.9)' }], {
        duration: 3000,
        easing: 'ease-out',
        fill: 'forwards',
      });
    }
  }

  function hideBusy() {
    if (bar) bar.remove();
    bar = null;
  }

  // Tab moves the focus by itself; keys in a text field type into it.
  function holdKey(event) {
    if (window.derlengApp || event.key === 'Tab') return;
    var target = event.target;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    held.push({ target: target, key: event.key, code: event.code, shiftKey: event.shiftKey });
  }

  // Where in the order text was typed: the app replays it there, so a search typed before a card is
  // pressed filters the list before the press, as the visitor did it.
  function noteTyped(event) {
    if (window.derlengApp) return;
    var target = event.target;
    if (/^(INPUT|TEXTAREA)$/.test(target.tagName)) held.push({ target: target, typed: true });
  }

  // a mouse moving starts it; a finger moving is still a press (or the start of a scroll)
  function starter(event) {
    if (event.type === 'pointermove' && event.pointerType !== 'mouse') return;
    start();
  }

  function start() {
    if (started) return;
    started = true;
    starters.forEach(function (name) {
      removeEventListener(name, starter, true);
    });
    // The frame of the touch, key or click that started the app is painted first (the browser
    // answers it at once); the app's code is fetched and run in a task after that paint.
    requestAnimationFrame(function () {
      setTimeout(load);
    });
  }

  function load() {
    // the entry's imports and the page's own code, asked for together with the entry
    modules.slice(1).forEach(function (href) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      preload.crossOrigin = '';
      document.head.appendChild(preload);
    });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = modules[0];
    // Without the app (its script could not be fetched, or it has not run within 15 s) the page
    // stays what it is, links that work: the held clicks are let through, as the browser would.
    entry.onerror = release;
    setTimeout(release, 15000);
    document.head.appendChild(entry);
  }

  function release() {
    if (window.derlengApp) return;
    window.derlengApp = true;
    removeEventListener('click', hold, true);
    removeEventListener('keydown', holdKey, true);
    removeEventListener('input', noteTyped, true);
    hideBusy();
    held.forEach(function (input) {
      if (!input.key && !input.typed && input.target.isConnected) input.target.click();
    });
    held = [];
  }

  // Called by the app once it has taken the page over: the held clicks and keys, which it gives back.
  window.derlengBoot = {
    takeOver: function () {
      removeEventListener('click', hold, true);
      removeEventListener('keydown', holdKey, true);
      removeEventListener('input', noteTyped, true);
      hideBusy();
      var early = held;
      held = [];
      return early;
    },
  };

  addEventListener('click', hold, true);
  addEventListener('keydown', holdKey, true);
  addEventListener('input', noteTyped, true);
  starters.forEach(function (name) {
    addEventListener(name, starter, { capture: true, passive: true });
  });
  // the app's code into the cache once the page has loaded, from a task of its own
  addEventListener('load', function () {
    if (window.requestIdleCallback) window.requestIdleCallback(prefetch);
    else setTimeout(prefetch);
  });

  function prefetch() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.as = 'script';
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
  }
})();
