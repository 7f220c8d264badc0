// The service worker, served from /sw.js so that its scope is the whole site. It shows
// what the server pushes (a JSON note: title, body, the page it opens, a tag that lets a
// newer note of a game replace an older one) and opens that page when the note is
// clicked; and it keeps the last copy of "My games" (/my) it saw, so that the list reads
// offline, marked as a copy and dated. Logging out forgets the copy.
'use strict';

var CACHE = 'pigeonpost-my-games-v1';
var MY_GAMES = '/my';

self.addEventListener('install', function () {
  self.skipWaiting();
});

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', function (event) {
  var note = {};
  if (event.data) {
    try {
      note = event.data.json();
    } catch (e) {
      note = { body: event.data.text() };
    }
  }
  var options = {
    body: note.body || '',
    data: { url: note.url || MY_GAMES },
    icon: '/icon-192.png',
    badge: '/icon-192.png'
  };
  if (note.tag) {
    options.tag = note.tag;
    options.renotify = true;
  }
  event.waitUntil(self.registration.showNotification(note.title || 'Pigeonpost', options));
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var wanted = (event.notification.data && event.notification.data.url) || MY_GAMES;
  var url = new URL(wanted, self.location.origin);
  // Only this site's pages are opened from a note.
  if (url.origin !== self.location.origin) {
    url = new URL(MY_GAMES, self.location.origin);
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (open) {
      for (var i = 0; i < open.length; i++) {
        if (open[i].url === url.href && 'focus' in open[i]) {
          return open[i].focus();
        }
      }
      return self.clients.openWindow(url.href);
    })
  );
});

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, function (c) {
    return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c];
  });
}

// The kept copy of "My games", with a line saying it is a copy and from when.
function keptCopy() {
  return caches
    .open(CACHE)
    .then(function (cache) {
      return cache.match(MY_GAMES);
    })
    .then(function (kept) {
      if (!kept) {
        return new Response(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Offline - Pigeonpost</title></head>' +
            '<body><main><h1>You are offline</h1><p>Your list of games has not been kept on this device yet. ' +
            'Open it once while online.</p></main></body></html>',
          { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } }
        );
      }
      var when = kept.headers.get('Date');
      return kept.text().then(function (html) {
        var line =
          '<p class="stale" role="status" id="offline-copy">You are offline. This is your list of games as it was ' +
          (when ? 'at ' + escapeHtml(when) : 'when last seen') +
          ': it may be out of date, and nothing here can be sent until you are back online.</p>';
        return new Response(html.replace('<main>', '<main>' + line), {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' }
        });
      });
    });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (request.method === 'POST' && url.pathname === '/logout') {
    event.respondWith(
      caches.delete(CACHE).then(function () {
        return fetch(request);
      })
    );
    return;
  }
  if (request.method !== 'GET' || request.mode !== 'navigate' || url.pathname !== MY_GAMES) {
    return;
  }
  event.respondWith(
    fetch(request)
      .then(function (response) {
        // Only the player's own list is kept: a redirect to the login page is not.
        if (response.ok && !response.redirected) {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) {
            return cache.put(MY_GAMES, copy);
          });
        }
        return response;
      })
      .catch(keptCopy)
  );
});
