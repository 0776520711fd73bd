const serverUrl = process.env.NEXT_PUBLIC_SERVER_URL ?? 'http://localhost:2053/server'

export default function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Vitrine</h1>
      <p>An open NFT gallery and marketplace on its own Web3 backend.</p>
      <p>
        Backend: <code>{serverUrl}</code>
      </p>
    </main>
  )
}
