import type { VitrineUser } from '../user/VitrineUser.ts'
import type { ParseClient } from './createParseClient.ts'

type SessionResponse = { objectId: string; sessionToken: string }

/** The backend calls behind the auth actions; each signing-in call ends with the full user. */
export function createAuthApi(client: ParseClient) {
  const me = async (sessionToken: string): Promise<VitrineUser> => {
    const user = await client.request<Partial<VitrineUser>>('GET', '/users/me', { sessionToken })
    return { ...user, sessionToken } as VitrineUser
  }
  return {
    me,
    async signUp(fields: Record<string, unknown>) {
      const { sessionToken } = await client.request<SessionResponse>('POST', '/users', { body: fields })
      return me(sessionToken)
    },
    async logIn(username: string, password: string, usePost: boolean) {
      const response = usePost
        ? await client.request<VitrineUser>('POST', '/login', { body: { username, password } })
        : await client.request<VitrineUser>('GET', '/login', { query: { username, password } })
      return response
    },
    async logOut(sessionToken: string) {
      await client.request('POST', '/logout', { body: {}, sessionToken })
    },
    async requestChallenge(address: string, chainId: number) {
      const { challengeData } = await client.request<{ challengeData: { ethereum: { message: string } } }>(
        'POST',
        '/challenge',
        { body: { challengeData: { ethereum: { address, chainId } } } },
      )
      return challengeData.ethereum.message
    },
    /** `Parse.User.logInWith('ethereum', { authData })`, as a REST call. */
    async logInWithEthereum(authData: { id: string; message: string; signature: string }) {
      const { sessionToken: token } = await client.request<SessionResponse>('POST', '/users', {
        body: { authData: { ethereum: authData } },
      })
      return me(token)
    },
    /** `user.linkWith('ethereum', { authData })`, as a REST call. */
    async linkEthereum(user: VitrineUser, authData: { id: string; message: string; signature: string }) {
      await client.request('PUT', `/users/${user.objectId}`, {
        body: { authData: { ethereum: authData } },
        sessionToken: user.sessionToken,
      })
      return me(user.sessionToken)
    },
    async saveUser(user: VitrineUser, fields: Record<string, unknown>) {
      await client.request('PUT', `/users/${user.objectId}`, { body: fields, sessionToken: user.sessionToken })
    },
    async trackPageView(path: string, sessionToken?: string | null) {
      await client.request('POST', '/events/pageview', { body: { dimensions: { path } }, sessionToken })
    },
  }
}

export type AuthApi = ReturnType<typeof createAuthApi>
