// Notifications: registers the service worker (/sw.js, which shows what the server
// pushes and keeps "My games" readable offline), and turns notifications on for this
// browser from the account page's button, or from the offer a player's game page makes
// once. Subscribing posts what the browser's Push API gave (its push service's address
// and the keys the server encrypts with) to /account/push/devices. Without this script
// nothing is pushed, and everything else works as before.
(function () {
  'use strict';
  if (!('serviceWorker' in navigator)) {
    return;
  }
  var ready = navigator.serviceWorker.register('/sw.js', { scope: '/' });
  var canPush = 'PushManager' in window && 'Notification' in window;
  var OFFERED = 'pigeonpost.push-offered';
  // How long the browser's push service may take to give a subscription: one that
  // cannot be reached would otherwise leave the player waiting without a word.
  var PATIENCE_MS = 15000;

  // The key as pushManager.subscribe takes it: the bytes of unpadded base64url.
  function keyBytes(text) {
    var b64 = text.replace(/-/g, '+').replace(/_/g, '/');
    while (b64.length % 4) {
      b64 += '=';
    }
    var raw = atob(b64);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) {
      bytes[i] = raw.charCodeAt(i);
    }
    return bytes;
  }

  function serverKey(box) {
    if (box.dataset.key) {
      return Promise.resolve(box.dataset.key);
    }
    return fetch('/push/key', { credentials: 'same-origin' }).then(function (res) {
      if (!res.ok) {
        throw new Error('this server does not send notifications');
      }
      return res.text();
    });
  }

  // What the server said when it refused: the account page's error line.
  function refusal(res) {
    return res.text().then(function (html) {
      var doc = new DOMParser().parseFromString(html, 'text/html');
      var error = doc.getElementById('push-error');
      return error ? error.textContent : 'the server refused (' + res.status + ')';
    });
  }

  function inTime(promise) {
    return Promise.race([
      promise,
      new Promise(function (resolve, reject) {
        setTimeout(function () {
          reject(new Error('your browser\u2019s push service did not answer; try again later'));
        }, PATIENCE_MS);
      })
    ]);
  }

  function subscribe(box, say) {
    say('Asking your browser\u2026');
    return Notification.requestPermission()
      .then(function (permission) {
        if (permission !== 'granted') {
          throw new Error('notifications are blocked for this site in your browser\u2019s settings');
        }
        return Promise.all([ready, serverKey(box)]);
      })
      .then(function (both) {
        var registration = both[0];
        return navigator.serviceWorker.ready.then(function () {
          return inTime(
            registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: keyBytes(both[1].trim())
            })
          );
        });
      })
      .then(function (subscription) {
        var json = subscription.toJSON();
        var body = new URLSearchParams();
        body.set('csrf', box.dataset.csrf);
        body.set('endpoint', json.endpoint);
        body.set('p256dh', (json.keys && json.keys.p256dh) || '');
        body.set('auth', (json.keys && json.keys.auth) || '');
        return fetch('/account/push/devices', {
          method: 'POST',
          body: body,
          credentials: 'same-origin'
        });
      })
      .then(function (res) {
        if (!res.ok) {
          return refusal(res).then(function (why) {
            throw new Error(why);
          });
        }
        say('Notifications are on for this device.');
        return true;
      })
      .catch(function (e) {
        say('Notifications could not be turned on: ' + e.message);
        return false;
      });
  }

  function statusLine(box) {
    var line = box.querySelector('[role="status"]');
    return function (text) {
      if (line) {
        line.textContent = text;
      }
    };
  }

  // The account page: a button, always there while the browser can push.
  var account = document.getElementById('push-subscribe');
  if (account && canPush) {
    account.hidden = false;
    var say = statusLine(account);
    document.getElementById('push-allow').addEventListener('click', function () {
      subscribe(account, say).then(function (done) {
        if (done) {
          window.location.reload();
        }
      });
    });
  }

  // A game page: the offer, made once, to a player whose browser has not been asked.
  var offer = document.getElementById('push-offer');
  if (offer && canPush && Notification.permission === 'default') {
    var offered = false;
    try {
      offered = window.localStorage.getItem(OFFERED) === '1';
    } catch (e) {
      offered = true;
    }
    if (!offered) {
      ready
        .then(function (registration) {
          return registration.pushManager.getSubscription();
        })
        .then(function (existing) {
          if (existing) {
            return;
          }
          offer.hidden = false;
          var sayOffer = statusLine(offer);
          var done = function () {
            try {
              window.localStorage.setItem(OFFERED, '1');
            } catch (e) {
              // A browser that keeps nothing is asked again next time.
            }
          };
          document.getElementById('push-offer-yes').addEventListener('click', function () {
            done();
            subscribe(offer, sayOffer);
          });
          document.getElementById('push-offer-no').addEventListener('click', function () {
            done();
            offer.hidden = true;
          });
        })
        .catch(function () {});
    }
  }
})();
