// Click-to-move for the game page. Without JavaScript the page works by typing moves;
// this only fills the move field. Click a piece to light up its legal destinations, click
// one to fill the field with that turn's canonical text and submit it. For turns of
// several moves (two per turn in some variants) the first move is filled in and the
// player types the rest.
(function () {
  "use strict";
  var data = document.getElementById("turns");
  var form = document.getElementById("move-form");
  var field = document.getElementById("move");
  var board = document.querySelector("#board svg");
  if (!data || !form || !field || !board) return;
  var turns;
  try { turns = JSON.parse(data.textContent); } catch (e) { return; }
  var selected = null;

  function rect(square) {
    var g = board.querySelector('g[data-square="' + square + '"]');
    return g ? g.querySelector("rect") : null;
  }
  function clear() {
    board.querySelectorAll("rect.target, rect.selected").forEach(function (r) {
      r.classList.remove("target", "selected");
    });
  }
  function choose(candidates) {
    // Several turns share the same first move (promotion choices, second moves).
    if (candidates.length === 1) {
      field.value = candidates[0].text;
      form.submit();
      return;
    }
    var first = candidates[0].text.split(";")[0];
    field.value = first;
    field.focus();
  }
  board.addEventListener("click", function (event) {
    var g = event.target.closest("g[data-square]");
    if (!g) return;
    var square = g.getAttribute("data-square");
    if (selected) {
      var chosen = turns.filter(function (t) { return t.from === selected && t.to === square; });
      if (chosen.length > 0) { clear(); selected = null; choose(chosen); return; }
    }
    clear();
    var moves = turns.filter(function (t) { return t.from === square; });
    if (moves.length === 0) { selected = null; return; }
    selected = square;
    var r = rect(square);
    if (r) r.classList.add("selected");
    moves.forEach(function (t) { var target = rect(t.to); if (target) target.classList.add("target"); });
  });
})();
