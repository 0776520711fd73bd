/** The id of the JSON list of a page's scripts, in the order Next would run them. */
export const PAGE_SCRIPTS_ID = '__VITRINE_SCRIPTS__'

/**
 * The loader's function (on `window`) that hands over the clicks and submits it kept while the
 * page's scripts were on their way, and stops keeping them: called once React listens
 * (hydrateInTransition.ts).
 */
export const EARLY_INPUT_KEY = '__VITRINE_EARLY_INPUT__'

/** What a click before React listens would have meant, to the loader: a control's action. */
const EARLY_CONTROLS =
  'button, [role="button"], [role="tab"], [role="menuitem"], [role="switch"], input[type="checkbox"], input[type="radio"]'

/**
 * The inline script that starts a page's scripts once its first contentful paint is on the
 * screen (a `paint` performance entry), in order, as `defer` scripts would run. Until then the
 * HTML, its styles and its pictures have the network and the main thread to themselves: measured
 * through Lighthouse (bench/FINDINGS.md), the largest paint no longer waits for the scripts'
 * download and run. Started at once (when the document is parsed) where paint timing is not
 * reported: a hidden tab, a browser without it; and after 3 s whatever happens.
 *
 * One script is added per task (a message to itself, which no timer clamps): inserting a script
 * element starts its request, and sixteen of them in one task made a long task at Lighthouse's
 * 4× slowdown (44–57 ms observed, 176–261 ms simulated, on the collection page).
 *
 * Until React listens, a click on a button, a checkbox or a radio (or a control in their roles)
 * and a form's submit are kept, their default prevented, and handed to React once it listens: the
 * page is on the screen before its scripts run, and a click then — "Sign in with your wallet" as
 * the page appears — was lost (measured: 0.4–0.8 s from the load event to React listening, here).
 * A form's default would even send its fields in the address (a password in a URL). Links keep
 * their own default (a new page load), and so do forms made to work without scripts, which name
 * where they go (`action`: the header's search). What is typed in a field or chosen in a select
 * cannot be held back; the field is noted, and React told of it once it listens (else React would
 * put the field back as the server sent it, or show a sort it does not apply). A checkbox ticked
 * and unticked again is not handed over.
 *
 * Its text is constant (the list is read from the page), so one hash allows it in the
 * Content-Security-Policy of every page, static or rendered per request (inlineScriptHashes.ts).
 */
export const PAINT_FIRST_LOADER = `(function () {
  var early = []
  function keep(event) {
    var target = event.target
    if (event.type === 'input' || event.type === 'change') {
      var field = target.tagName === 'SELECT' || target.tagName === 'TEXTAREA' ||
        (target.tagName === 'INPUT' && !/^(checkbox|radio|file)$/.test(target.type))
      if (field && early.indexOf(target) === -1) early.push(target)
      return
    }
    if (event.type === 'click') {
      if (!target.closest || target.closest('a[href]')) return
      target = target.closest('${EARLY_CONTROLS}')
    }
    if (!target || target.disabled || target.getAttribute('aria-disabled') === 'true') return
    var form = event.type === 'submit' ? target : target.type === 'submit' && target.form
    if (form && form.hasAttribute('action')) return
    event.preventDefault()
    var at = early.indexOf(target)
    if (at === -1) early.push(target)
    else if (target.type === 'checkbox') early.splice(at, 1)
  }
  var kinds = ['click', 'submit', 'input', 'change']
  kinds.forEach(function (kind) { document.addEventListener(kind, keep, true) })
  window.${EARLY_INPUT_KEY} = function () {
    kinds.forEach(function (kind) { document.removeEventListener(kind, keep, true) })
    var kept = early
    early = []
    return kept
  }
  var started = false
  function start() {
    if (started) return
    started = true
    var list = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent)
    var next = 0
    var channel = new MessageChannel()
    channel.port1.onmessage = add
    add()
    function add() {
      if (next === list.length) return
      var script = document.createElement('script')
      script.src = list[next++]
      script.async = false
      document.head.appendChild(script)
      channel.port2.postMessage(0)
    }
  }
  function whenParsed() {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes
  if (document.visibilityState !== 'visible' || !types || types.indexOf('paint') === -1) return whenParsed()
  new PerformanceObserver(function (entries, observer) {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    setTimeout(whenParsed, 0)
  }).observe({ type: 'paint', buffered: true })
  setTimeout(whenParsed, 3000)
})()`
