/**
 * The sandbox's /plugins/checkout2-0.js. Like PayWay's, it defines window.AbaPayway.checkout(), which
 * posts form#aba_merchant_request into an iframe named aba_webservice inside an overlay it creates:
 * a bottom sheet on narrow screens, a modal on desktop. The overlay closes on 'close_payway_modal'.
 * Messages from the checkout page are also re-dispatched as window events 'abapayway:<message>'.
 */
export const CHECKOUT_PLUGIN_JS = `(function () {
  'use strict';
  if (window.AbaPayway) return;
  var overlay = null;
  function close() {
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
  }
  function open() {
    close();
    var mobile = window.matchMedia && window.matchMedia('(max-width: 640px)').matches;
    overlay = document.createElement('div');
    overlay.id = 'aba_payway_overlay';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483000;background:rgba(0,0,0,.45);display:flex;' +
      'justify-content:center;align-items:' + (mobile ? 'flex-end' : 'center');
    var sheet = document.createElement('div');
    sheet.className = mobile ? 'aba-payway-bottom-sheet' : 'aba-payway-modal';
    sheet.style.cssText = 'position:relative;background:#fff;overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3);' +
      (mobile ? 'width:100%;height:85vh;border-radius:16px 16px 0 0' : 'width:440px;height:640px;max-height:92vh;border-radius:12px');
    var iframe = document.createElement('iframe');
    iframe.name = 'aba_webservice';
    iframe.id = 'aba_webservice';
    iframe.title = 'ABA PayWay';
    iframe.style.cssText = 'border:0;width:100%;height:100%';
    var button = document.createElement('button');
    button.type = 'button';
    button.id = 'aba_payway_close';
    button.setAttribute('aria-label', 'Close');
    button.textContent = '\\u00d7';
    button.style.cssText = 'position:absolute;top:6px;right:10px;border:0;background:none;font-size:26px;cursor:pointer';
    button.onclick = close;
    sheet.appendChild(iframe);
    sheet.appendChild(button);
    overlay.appendChild(sheet);
    overlay.addEventListener('click', function (event) { if (event.target === overlay) close(); });
    document.body.appendChild(overlay);
  }
  window.addEventListener('message', function (event) {
    if (typeof event.data !== 'string') return;
    if (event.data === 'close_payway_modal') close();
    if (typeof window.CustomEvent === 'function') window.dispatchEvent(new CustomEvent('abapayway:' + event.data));
  });
  window.AbaPayway = {
    checkout: function () {
      var form = document.getElementById('aba_merchant_request');
      if (!form) throw new Error('AbaPayway: form#aba_merchant_request not found');
      open();
      form.setAttribute('target', 'aba_webservice');
      form.submit();
    },
    close: close
  };
})();
`;
