/**
 * Who may do what with each class, decided once. A client is anyone without the master key;
 * the master key (operators, cloud code) may always do everything.
 * - `anyone`: with or without a session;
 * - `signedIn`: with a session;
 * - `owner`: with a session, on the records whose ACL names that user (a class marked `owner`
 *   gives each new record an ACL of its creator alone);
 * - `closed`: nobody but the master key.
 */
export type Audience = 'anyone' | 'signedIn' | 'owner' | 'closed'

export const CLASS_OPERATIONS = ['find', 'count', 'get', 'create', 'update', 'delete', 'addField'] as const
export type ClassOperation = (typeof CLASS_OPERATIONS)[number]

export type ClassAccess = Record<ClassOperation, Audience> & {
  /** Fields nobody but the record's owner (and the master key) reads, whatever the ACL says. */
  protectedFields: readonly string[]
  /**
   * `stored`: a class in the schema, whose class-level permissions are written at start.
   * `parse`: a class Parse Server itself keeps to the master key (its "volatile" classes, and the
   * join tables of relations); it never appears in the schema and takes no class-level permissions.
   */
  kept: 'stored' | 'parse'
  why: string
}

const closed = {
  find: 'closed',
  count: 'closed',
  get: 'closed',
  create: 'closed',
  update: 'closed',
  delete: 'closed',
  addField: 'closed',
  protectedFields: [],
} as const

/**
 * Every class: Parse Server's own and ours. A class in the schema without an entry here is closed
 * at start (and the permission test fails until it gets one). Our own classes go here too, each
 * with the reason for its audience.
 */
export const CLASS_ACCESS: Readonly<Record<string, ClassAccess>> = {
  _User: {
    find: 'closed',
    count: 'closed',
    get: 'owner',
    create: 'anyone',
    update: 'owner',
    delete: 'owner',
    // Sign-up carries extra fields, which a user may also add later (setUserData): kept in one
    // column (users/extraUserFields.ts), so no client adds a column to the table.
    addField: 'closed',
    protectedFields: ['email'],
    kept: 'stored',
    why: 'Accounts: sign-up and wallet sign-in create them; each is read and written by its owner alone. A public profile is only what `getProfile` publishes.',
  },
  _Session: {
    ...closed,
    kept: 'stored',
    why: 'Parse runs log-in, `users/me` and log-out with the master key; clients never touch the class.',
  },
  _Role: { ...closed, kept: 'stored', why: 'No roles are used.' },
  _Installation: { ...closed, kept: 'stored', why: 'Nothing sends push notifications.' },
  _Product: { ...closed, kept: 'stored', why: 'The in-app purchase API is off.' },
  _Audience: { ...closed, kept: 'parse', why: 'Push audiences: no push.' },
  _PushStatus: { ...closed, kept: 'parse', why: 'Push status: no push.' },
  _JobStatus: { ...closed, kept: 'parse', why: 'Cloud job runs: operators only.' },
  _JobSchedule: { ...closed, kept: 'parse', why: 'Cloud job schedules: operators only.' },
  _Hooks: { ...closed, kept: 'parse', why: 'Webhooks: operators only.' },
  _GlobalConfig: { ...closed, kept: 'parse', why: 'Parse Config: not used.' },
  _GraphQLConfig: { ...closed, kept: 'parse', why: 'The GraphQL API is not mounted.' },
  _Idempotency: { ...closed, kept: 'parse', why: 'Request de-duplication records: internal.' },
  '_Join:*': { ...closed, kept: 'parse', why: 'Join tables of relations: internal.' },
}

/** The entry that decides a class, `_Join:users:_Role` falling under `_Join:*`; undefined when none. */
export function classAccessOf(className: string): ClassAccess | undefined {
  if (Object.hasOwn(CLASS_ACCESS, className)) return CLASS_ACCESS[className]
  if (className.startsWith('_Join:')) return CLASS_ACCESS['_Join:*']
  return undefined
}

/** What a class without an entry gets: nothing for clients. */
export const UNDECIDED_CLASS: ClassAccess = { ...closed, kept: 'stored', why: 'No decision: closed.' }

/**
 * An app's own class (a Moralis app's `ItemListed`, `ActiveItem` …): any class Vitrine and Parse
 * do not keep — no leading underscore, no entry above. Its permissions are its creator's to set
 * (cloud code, event sync, the operator), never rewritten at start.
 */
export const isAppClass = (className: string): boolean =>
  /^[A-Za-z][A-Za-z0-9_]*$/.test(className) && classAccessOf(className) === undefined

/** What a class cloud code creates gets (as Moralis had it): readable by anyone with the app id, written by the master key. */
export const CLOUD_CODE_CLASS: ClassAccess = {
  ...closed,
  find: 'anyone',
  count: 'anyone',
  get: 'anyone',
  kept: 'stored',
  why: 'Created by cloud code: readable by anyone, written by cloud code and the master key.',
}
