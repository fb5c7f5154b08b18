(function () {
  "use strict";
  var script = document.currentScript;
  var version = Number(script.getAttribute("data-version"));
  var changes = script.getAttribute("data-changes");
  function wait() {
    fetch(changes + "?since=" + version, { cache: "no-store" })
      .then(function (response) {
        if (!response.ok) { throw new Error(String(response.status)); }
        return response.text();
      })
      .then(function (text) {
        if (Number(text) !== version) { location.reload(); } else { wait(); }
      })
      .catch(function () { setTimeout(wait, 1000); });
  }
  wait();
})();
