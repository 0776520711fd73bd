import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/** Inodes of the established TCP connections whose local port is `port` (Linux's /proc/net). */
function establishedOn(port: number): Set<string> {
  const inodes = new Set<string>()
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      // local_address is ADDRESS:PORT in hex; state 01 is ESTABLISHED; the inode is field 10.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '01' && fields[9]) inodes.add(fields[9])
    }
  }
  return inodes
}

/** How many client connections to `port` the process `pid` holds (which worker got each). */
export function connectionsOf(pid: number, port: number): number {
  const ours = establishedOn(port)
  const fds = `/proc/${pid}/fd`
  return readdirSync(fds).filter((fd) => {
    try {
      return ours.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`${fds}/${fd}`))?.[1] ?? '')
    } catch {
      // Closed between the listing and the read: not a connection any more.
      return false
    }
  }).length
}
