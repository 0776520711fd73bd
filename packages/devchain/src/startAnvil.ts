import { spawn } from 'node:child_process'
import { type AnvilArgumentsParameters, anvilArguments } from './anvilArguments.ts'
import { anvilBinaryPath } from './anvilBinaryPath.ts'

export type AnvilHandle = {
  rpcUrl: string
  pid: number
  stop: () => Promise<void>
}

/** Starts anvil and resolves once it listens. For tests and scripts that own the chain. */
export function startAnvil(parameters: AnvilArgumentsParameters): Promise<AnvilHandle> {
  const child = spawn(anvilBinaryPath(), anvilArguments(parameters), { stdio: ['ignore', 'pipe', 'pipe'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('Listening on')) return
      child.stdout.off('data', onData)
      child.stdout.resume()
      resolve({
        rpcUrl: `http://127.0.0.1:${parameters.port}`,
        pid: child.pid as number,
        stop: async () => {
          // SIGINT: anvil saves its state file on the way out.
          if (child.exitCode === null) child.kill('SIGINT')
          await exited
        },
      })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`anvil exited with code ${code} before listening:\n${output}`)))
    child.once('error', reject)
  })
}
