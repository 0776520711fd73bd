/** A schema change, applied once, in order, inside one transaction. */
export type Migration = { id: string; sql: string }
