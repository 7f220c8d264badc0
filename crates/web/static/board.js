// Click-to-move for the game page. Without JavaScript the page works by its links and
// by typing; this builds the same turn from clicks. Everything it knows about the rules
// comes from the server, in the JSON of <script id="turns">: the moves that begin a legal
// turn ("firsts", each with its square or reserve slot, its target and its text), and,
// once a first move of a two-move turn is chosen, that move's completions ("chosen").
//
// Click a piece (or a reserve piece) to light up where it may go; click one of those
// squares. When several moves share the two squares (promotion choices), a small picker
// asks which. A two-move turn's first move opens the page for that move (?first=...),
// where the board shows the position after it and only second moves that complete a
// legal turn light up; so does a move a wall follows (a duck, an arrow: "wall"), whose
// page lights up the wall's squares. A move that starts nowhere (a wall, a stone that
// comes from no reserve) is made by clicking its square alone; while no piece is
// selected, those squares are lit. A completed turn goes into the move field and waits
// for "Send", unless the player chose one-click sending on the account page.
//
// live.js swaps in a fresh board and turn data when the game changes, and says so with
// a "pigeonpost:updated" event; everything is then set up again on the new elements.
//
// The arrow keys step through the game (previous and next position) when no field has
// the focus.
(function () {
  "use strict";
  setup();
  document.addEventListener("pigeonpost:updated", setup);
  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    var t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))) return;
    var id = { ArrowLeft: "previous-position", ArrowRight: "next-position" }[event.key];
    var link = id && document.getElementById(id);
    if (link) { event.preventDefault(); link.click(); }
  });

  function setup() {
    var data = document.getElementById("turns");
    var form = document.getElementById("move-form");
    var field = document.getElementById("move");
    var board = document.getElementById("board");
    var picker = document.getElementById("picker");
    if (!data || !form || !field || !board || !picker) return;
    var info;
    try { info = JSON.parse(data.textContent); } catch (e) { return; }
    // What a click may build now: second moves when a first is chosen, else first moves.
    var moves = info.chosen ? info.chosen.turns : info.firsts;
    var selected = null;

    // The clickable thing named `name`: a board square's rect, or a reserve slot's item.
    function spot(name) {
      if (name.charAt(0) === "@") {
        return document.querySelector('.reserve li[data-square="' + name + '"]');
      }
      var g = board.querySelector('g[data-square="' + name + '"]');
      return g ? g.querySelector("rect") : null;
    }
    function mark(name, cls) {
      var el = name && spot(name);
      if (el) el.classList.add(cls);
    }
    // The moves made by a click on their square alone.
    var nowhere = moves.filter(function (m) { return m.from === null; });
    function clear() {
      document.querySelectorAll(".target, .selected").forEach(function (el) {
        el.classList.remove("target", "selected");
      });
      picker.hidden = true;
      picker.textContent = "";
    }
    // Nothing selected: the squares a click alone makes a move on are lit.
    function rest() {
      clear();
      nowhere.forEach(function (m) { mark(m.to, "target"); });
    }

    // A move was chosen: a whole turn goes into the field; a first move of a two-move
    // turn opens its page.
    function complete(move) {
      clear();
      if (!info.chosen && (!info.single || move.wall)) {
        // At the board again, where the second move is clicked (not the page's top).
        window.location.href = info.firstHref + encodeURIComponent(move.text) + "#board";
        return;
      }
      field.value = move.text;
      mark(move.from, "selected");
      mark(move.to, "selected");
      if (info.oneClick) {
        form.submit();
        return;
      }
      var send = document.getElementById("send");
      if (send) send.focus({ preventScroll: true });
    }

    // The picture of the piece a promotion makes, drawn from the board's own sheet of
    // pieces; its letter where the piece has no drawing.
    function picture(piece) {
      var ns = "http://www.w3.org/2000/svg";
      var svg = document.createElementNS(ns, "svg");
      svg.setAttribute("viewBox", "0 0 45 45");
      svg.setAttribute("width", "36");
      svg.setAttribute("height", "36");
      svg.setAttribute("aria-hidden", "true");
      svg.setAttribute("class", "piece");
      var drawn = board.querySelector("use");
      var sheet = drawn ? (drawn.getAttribute("href") || "").split("#")[0] : "";
      if (piece.glyph && drawn) {
        var use = document.createElementNS(ns, "use");
        use.setAttribute("href", sheet + "#piece-" + piece.glyph + "-" + piece.color);
        svg.appendChild(use);
      } else {
        var letter = document.createElementNS(ns, "text");
        letter.setAttribute("x", "22.5");
        letter.setAttribute("y", "30");
        letter.setAttribute("text-anchor", "middle");
        letter.setAttribute("font-size", "22");
        letter.textContent = piece.label;
        svg.appendChild(letter);
      }
      return svg;
    }

    // Several moves share the squares clicked: ask which. A promotion shows the piece it
    // makes, its picture and name; any other choice its text.
    function pick(candidates) {
      picker.textContent = "";
      var label = document.createElement("span");
      label.textContent = "Which one? ";
      picker.appendChild(label);
      candidates.forEach(function (move) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "pick";
        var text = move.part || move.text;
        if (move.becomes) {
          b.appendChild(picture(move.becomes));
          var name = document.createElement("span");
          name.textContent = move.becomes.name;
          b.appendChild(name);
          b.title = text;
          b.setAttribute("data-move", text);
        } else {
          b.textContent = text;
        }
        b.addEventListener("click", function () { complete(move); });
        picker.appendChild(b);
      });
      var cancel = document.createElement("button");
      cancel.type = "button";
      cancel.textContent = "Cancel";
      cancel.addEventListener("click", function () { rest(); selected = null; });
      picker.appendChild(cancel);
      picker.hidden = false;
    }

    function click(name) {
      if (selected) {
        var chosen = moves.filter(function (m) { return m.from === selected && m.to === name; });
        if (chosen.length > 0) {
          selected = null;
          if (chosen.length === 1) complete(chosen[0]);
          else pick(chosen);
          return;
        }
      }
      var from = moves.filter(function (m) { return m.from === name; });
      var here = nowhere.filter(function (m) { return m.to === name; });
      if (from.length === 0 && here.length > 0) {
        selected = null;
        if (here.length === 1) complete(here[0]);
        else { rest(); pick(here); }
        return;
      }
      clear();
      if (from.length === 0) { selected = null; rest(); return; }
      selected = name;
      mark(name, "selected");
      from.forEach(function (m) { mark(m.to, "target"); });
    }

    board.addEventListener("click", function (event) {
      var g = event.target.closest("g[data-square]");
      if (g) click(g.getAttribute("data-square"));
    });
    document.querySelectorAll(".reserve li[data-square]").forEach(function (li) {
      var name = li.getAttribute("data-square");
      if (!moves.some(function (m) { return m.from === name; })) return;
      li.classList.add("clickable");
      // A button inside the list item, so that the keyboard reaches it and the list
      // stays a list for a screen reader.
      var button = document.createElement("button");
      button.type = "button";
      button.className = "reserve-piece";
      // Named by its text, which holds what is shown ("× 2") after what it does.
      var spoken = document.createElement("span");
      spoken.className = "visually-hidden";
      spoken.textContent = "drop a " + (li.getAttribute("title") || "piece") + ",";
      button.appendChild(spoken);
      while (li.firstChild) button.appendChild(li.firstChild);
      li.appendChild(button);
      li.addEventListener("click", function () { click(name); });
    });
    rest();
  }
})();
