// Live updates for the game page and "my games". Without JavaScript the page is current
// when loaded and a refresh brings it up to date; this does the refresh by itself.
//
// The page names, on <div id="live">, its event stream (data-events), the version of
// what it shows (data-version) and where to fetch it again (data-page). The stream sends
// an event, whose id is the new version, whenever what the page shows changes (a move,
// an offer or its answer, a result, a timeout). On one, the page is fetched again (the
// browser revalidates its copy by ETag) and each region marked data-live-region is
// swapped for the fresh one, keeping what the player is writing in its text fields. The
// move form is not a region: what the player is typing stays as it is, with its focus;
// only its hidden fields (the ply the move is made on) follow the fresh page. A stream
// that drops is reopened by the browser with the last version seen, and the server
// answers at once if the page has changed since.
(function () {
  "use strict";
  var root = document.getElementById("live");
  if (!root || !window.EventSource || !window.fetch || !window.DOMParser) return;
  var events = root.getAttribute("data-events");
  var page = root.getAttribute("data-page");
  if (!events || !page) return;
  var version = root.getAttribute("data-version") || "";
  var busy = false;
  var again = false;

  // Fetches the page and swaps it in; one fetch at a time, the last request wins.
  function refresh() {
    if (busy) { again = true; return; }
    busy = true;
    fetch(page, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (r) {
        if (!r.ok) throw new Error("status " + r.status);
        return r.text();
      })
      .then(function (html) { swap(new DOMParser().parseFromString(html, "text/html")); })
      .catch(function () { /* the next event, or a refresh by hand, tries again */ })
      .then(function () {
        busy = false;
        if (again) { again = false; refresh(); }
      });
  }

  function swap(doc) {
    var fresh = doc.getElementById("live");
    if (!fresh) return;
    var lastMove = text(document.getElementById("last-move"));
    document.querySelectorAll("[data-live-region]").forEach(function (old) {
      var now = old.id && doc.getElementById(old.id);
      if (!now) return;
      now = document.importNode(now, true);
      var focused = keepTyping(old, now);
      old.replaceWith(now);
      if (focused) focused();
    });
    moveForm(doc);
    announce(lastMove, doc);
    document.title = doc.title;
    version = fresh.getAttribute("data-version") || version;
    root.setAttribute("data-version", version);
    // board.js sets click-to-move up again on the new board.
    document.dispatchEvent(new CustomEvent("pigeonpost:updated"));
  }

  function text(el) { return el ? el.textContent : ""; }

  // A new move is read out by a screen reader: written into the polite live region,
  // which stays in place while the regions around it are swapped.
  function announce(before, doc) {
    var region = document.getElementById("announce");
    var now = text(doc.getElementById("last-move"));
    if (!region || !now || now === before) return;
    region.textContent = now + ". " + text(doc.getElementById("status"));
  }

  // What the player is writing in a region's text fields (a note, a conditional line)
  // is carried into the fresh region, with the focus and the caret; returns what puts
  // the focus back once the fresh region is in place.
  function keepTyping(old, now) {
    var refocus = null;
    // A section the player opened (the position in words) stays open.
    old.querySelectorAll("details[id]").forEach(function (d) {
      var twin = now.querySelector("#" + d.id);
      if (twin) twin.open = d.open;
    });
    old.querySelectorAll("textarea[id], input[id]:not([type=hidden])").forEach(function (field) {
      var twin = now.querySelector("#" + field.id);
      if (!twin || twin.tagName !== field.tagName) return;
      if (field.value !== field.defaultValue) twin.value = field.value;
      if (document.activeElement === field) {
        var start = field.selectionStart, end = field.selectionEnd;
        refocus = function () {
          twin.focus();
          try { twin.setSelectionRange(start, end); } catch (e) { /* not a text field */ }
        };
      }
    });
    return refocus;
  }

  // The move form appears when it becomes the player's move and goes when it stops
  // being; while it stays, only its hidden fields change.
  function moveForm(doc) {
    var old = document.getElementById("move-form");
    var now = doc.getElementById("move-form");
    if (old && now) {
      now.querySelectorAll("input[type=hidden]").forEach(function (field) {
        var mine = old.querySelector('input[type=hidden][name="' + field.name + '"]');
        if (mine) mine.value = field.value;
      });
    } else if (now) {
      var before = document.getElementById("live-side");
      if (before) before.parentNode.insertBefore(document.importNode(now, true), before);
    } else if (old) {
      old.remove();
    }
  }

  var url = events + (version ? "?since=" + encodeURIComponent(version) : "");
  var source = new EventSource(url);
  source.onmessage = function (event) {
    if (event.lastEventId && event.lastEventId === version) return;
    refresh();
  };
  // A stream the server refused (it holds as many as it serves; the answer says so)
  // is closed for good rather than retried: the page then looks for changes by itself.
  var polling = false;
  source.onerror = function () {
    if (source.readyState === EventSource.CLOSED) polling = true;
  };
  // The time left to move is printed to the minute: look again each minute while a
  // clock is shown, or always once the stream was refused (an unchanged page costs a
  // 304).
  setInterval(function () {
    if (!document.hidden && (polling || document.querySelector(".clock"))) refresh();
  }, 60000);
})();
