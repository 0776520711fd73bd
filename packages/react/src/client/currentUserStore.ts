import type { VitrineUser } from '../user/VitrineUser.ts'

/** Where the signed-in user (and its session token) is kept between visits. */
export type CurrentUserStore = {
  read(): VitrineUser | null
  write(user: VitrineUser | null): void
}

/** localStorage under `Vitrine/<appId>/currentUser`; nothing (and no error) where there is none. */
export function createCurrentUserStore(appId: string): CurrentUserStore {
  const key = `Vitrine/${appId}/currentUser`
  const storage = () => (typeof window === 'undefined' ? null : window.localStorage)
  return {
    read() {
      try {
        const raw = storage()?.getItem(key)
        if (!raw) return null
        const user = JSON.parse(raw) as VitrineUser
        return typeof user?.objectId === 'string' && typeof user.sessionToken === 'string' ? user : null
      } catch {
        // Storage disabled, or a value that is not ours: no stored user.
        return null
      }
    },
    write(user) {
      try {
        if (user) storage()?.setItem(key, JSON.stringify(user))
        else storage()?.removeItem(key)
      } catch {
        // Storage full or disabled: the session lasts as long as the page.
      }
    },
  }
}
