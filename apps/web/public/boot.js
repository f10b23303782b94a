/* global window, document, localStorage, addEventListener, removeEventListener */
// Starts the shop's app on a page the server drew (apps/api/src/common/first-screen-renderer.ts).
// A first visit reads the drawn page at once and its links work as they are; the app's script is
// fetched when the page has loaded and run at the visitor's first touch, key or focus. A click made
// before the app runs is held and given to it once it has taken the page over (app/server-drawn.ts).
// A visitor who has been here before (a language, a cart, orders kept in this browser) gets the app
// at once, since the drawn page is a first visit's.
(function () {
  var script = document.currentScript;
  var modules = script.getAttribute('data-modules').split(' ');
  var root = document.documentElement;
  var started = false;
  var held = null;
  var starters = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change', 'wheel'];

  function hold(event) {
    if (window.derlengApp) return;
    held = event.target;
    event.preventDefault();
    event.stopPropagation();
    start();
  }

  function start() {
    if (started) return;
    started = true;
    starters.forEach(function (name) {
      removeEventListener(name, start, true);
    });
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
    document.head.appendChild(entry);
  }

  // Called by the app once it has taken the page over: the held click, which it then gives back.
  window.derlengBoot = {
    takeOver: function () {
      removeEventListener('click', hold, true);
      var target = held;
      held = null;
      return target;
    },
  };

  function storedBefore() {
    try {
      var language = localStorage.getItem('i18nextLng');
      return (
        (language !== null && language !== root.lang) ||
        localStorage.getItem('sessionId') !== null ||
        localStorage.getItem('guestOrders') !== null ||
        localStorage.getItem('showRiel') === 'off'
      );
    } catch {
      return false;
    }
  }

  if (storedBefore()) {
    root.setAttribute('data-boot', 'now');
    start();
    return;
  }
  addEventListener('click', hold, true);
  starters.forEach(function (name) {
    addEventListener(name, start, { capture: true, passive: true });
  });
  addEventListener('load', function () {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.as = 'script';
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
  });
})();
