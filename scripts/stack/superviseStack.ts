import type { Component } from './startComponent.ts'

/** A component ending on its own is started again after this pause (see keepRunning). */
const RESTART_PAUSE_MS = 1_000

/**
 * The stack's components, stopped together in reverse order of start (the backend and the site,
 * then the chain, the database last) on Ctrl-C, SIGTERM or a fault; `stopAll` ends the process.
 */
export function superviseStack() {
  const running: Component[] = []
  let stopping = false

  async function stopAll(code: number) {
    if (stopping) return
    stopping = true
    for (const component of [...running].reverse()) await component.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))

  /**
   * Like `track`, but a component that ends on its own once ready is started again rather than
   * ending the stack: a backend killed comes back (its box behind a load balancer rejoins), and an
   * indexer that lost its writer's lock, or was killed, comes back (as a standby when another box's
   * indexer took over). One that ends before it is ready again ends the stack, so that a fault is
   * not retried forever.
   */
  function keepRunning(start: () => Component): Component {
    const component = start()
    running.push(component)
    component.ready.then(
      () =>
        component.exited.then((code) => {
          if (stopping) return
          forget(component)
          process.stderr.write(`${component.name} stopped unexpectedly (exit code ${code}); starting it again.\n`)
          // What is left of its process group (a server's workers) goes first: the port is free again.
          void component.stop()
          setTimeout(() => {
            if (stopping) return
            const again = keepRunning(start)
            again.ready.catch((error: Error) => {
              process.stderr.write(`${error.message}\n`)
              void stopAll(1)
            })
          }, RESTART_PAUSE_MS)
        }),
      // Ending before ready is reported by whoever awaits `ready` (the start, or the restart above).
      () => {},
    )
    return component
  }

  /** Stopped with the stack whatever state it is in; ending on its own once ready ends the stack. */
  function track(component: Component) {
    running.push(component)
    component.ready.then(
      () =>
        component.exited.then((code) => {
          if (stopping) return
          process.stderr.write(`${component.name} stopped unexpectedly (exit code ${code}); stopping the stack.\n`)
          void stopAll(1)
        }),
      // Ending before ready is reported by whoever awaits `ready`.
      () => {},
    )
    return component
  }

  /** No longer stopped with the stack: a component that ended as it should (the site's build). */
  function forget(component: Component) {
    running.splice(running.indexOf(component), 1)
  }

  return { track, keepRunning, forget, stopAll }
}
