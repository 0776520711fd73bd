/**
 * Hydration in a transition, as Next's app router and Remix hydrate: React then renders the
 * server's HTML back into components in slices of a few milliseconds, yielding to the browser
 * between them, instead of one task that blocks the main thread for the whole page (hundreds
 * of milliseconds on a phone, seen as Total Blocking Time). A click meanwhile is still handled:
 * React hydrates the clicked part first and replays the event; so are the clicks made before the
 * page's scripts ran, which the paint-first loader kept (replayEarlyInput below).
 *
 * Next's pages router calls `hydrateRoot` from `react-dom/client` once, after `_app` has loaded;
 * it reads the function from the module's exports at that moment, so this wraps it there.
 */
import { startTransition } from 'react'
import ReactDOMClient from 'react-dom/client'
import { EARLY_INPUT_KEY } from './paintFirstLoader.ts'

type HydrateRoot = typeof ReactDOMClient.hydrateRoot
const client = ReactDOMClient as { hydrateRoot: HydrateRoot }
const hydrateRoot: HydrateRoot = client.hydrateRoot

type EarlyInput = () => Element[]

/** A change event: React hydrates the part it reaches at once (as for any discrete event). */
const sendChange = (element: Element) => element.dispatchEvent(new Event('change', { bubbles: true }))

/**
 * What was typed in a field before React listened, told to React as typing: the field is hydrated
 * with the server's value (React notes a field's value as it hydrates, and reports an input only
 * when the value differs from its note), then given the typed value back through its prototype's
 * setter (React watches the element's own, to keep its note), and an input event.
 */
function sendTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  if (!setValue) return
  setValue.call(field, field.defaultValue)
  sendChange(field)
  setValue.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * The clicks, submits, typing and select choices the paint-first loader kept before React listened
 * (paintFirstLoader.ts), sent again now that it does: React hydrates the part they reach first and
 * handles them.
 */
function replayEarlyInput() {
  const take = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY]
  for (const element of take?.() ?? []) {
    if (!element.isConnected) continue
    if (element instanceof HTMLFormElement) element.requestSubmit()
    else if (element instanceof HTMLSelectElement) sendChange(element)
    else if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
      // Hydrated first: hydrated within the click, React would note the box as the click left it
      // (ticked) and see no change. React reads a checkbox's or a radio's clicks, not its changes.
      sendChange(element)
      element.click()
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) sendTyped(element)
    else if (element instanceof HTMLElement) element.click()
  }
}

if (typeof window !== 'undefined' && !(hydrateRoot as { inTransition?: true }).inTransition) {
  const inTransition: HydrateRoot = (...args) => {
    let root: ReturnType<HydrateRoot> | undefined
    startTransition(() => {
      root = hydrateRoot(...args)
    })
    replayEarlyInput()
    return root as ReturnType<HydrateRoot>
  }
  client.hydrateRoot = Object.assign(inTransition, { inTransition: true as const })
}
