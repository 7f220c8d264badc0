// The account page's time-zone field: for an account that has not chosen a zone, the
// browser's own is offered (filled in, not saved until the player presses "Save").
(function () {
  var field = document.getElementById("time-zone");
  if (!field || !field.hasAttribute("data-offer-browser-zone")) return;
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) field.value = zone;
  } catch (e) {
    // A browser without the Intl API keeps the server's value.
  }
})();
