import Parse from 'parse/node'

/** The tests-only cloud function that reports what requests added to the shared prototypes. */
export const PROTOTYPE_PROBE = 'testPrototypeProbe'

/**
 * Registers {@link PROTOTYPE_PROBE} in the test backend's process (Parse's cloud functions are
 * per process): the prototype keys added since now, and `({}).polluted`. Tests only.
 */
export function registerPrototypeProbe() {
  const prototypes = {
    Object: Object.prototype,
    Array: Array.prototype,
    Function: Function.prototype,
    String: String.prototype,
  }
  const ownKeys = () =>
    Object.fromEntries(
      Object.entries(prototypes).map(([name, prototype]) => [name, Reflect.ownKeys(prototype).map(String)]),
    )
  const before = ownKeys()
  Parse.Cloud.define(PROTOTYPE_PROBE, () => {
    const added = Object.entries(ownKeys()).flatMap(([name, keys]) =>
      keys.filter((key) => !before[name]?.includes(key)).map((key) => `${name}.prototype.${key}`),
    )
    return { added, polluted: ({} as Record<string, unknown>).polluted ?? null }
  })
}
