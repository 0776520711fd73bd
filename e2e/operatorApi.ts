import { e2eServerUrl } from './e2ePorts.ts'
import { e2eMasterKey } from './startStack.ts'

/** Page views of `path` today, as an operator reads them (master key). */
export async function pageViewsToday(path: string): Promise<number> {
  const response = await fetch(`${e2eServerUrl}/functions/getPageViewCounts`, {
    method: 'POST',
    headers: {
      'X-Parse-Application-Id': 'vitrine',
      'X-Parse-Master-Key': e2eMasterKey(),
      'Content-Type': 'application/json',
    },
    body: '{}',
  })
  const { result } = (await response.json()) as { result: { results: { path: string; day: string; views: number }[] } }
  const today = new Date().toISOString().slice(0, 10)
  return result.results.find((row) => row.path === path && row.day === today)?.views ?? 0
}
