import Box from '@mui/material/Box'
import { useRouter } from 'next/router'
import { type FormEvent, useEffect, useState } from 'react'

/** Finds collections by name: goes to `/explore?q=…`. A plain input: the header must stay light. */
export function SearchBox() {
  const router = useRouter()
  const current = router.pathname === '/explore' && typeof router.query.q === 'string' ? router.query.q : ''
  const [value, setValue] = useState(current)
  useEffect(() => setValue(current), [current])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = value.trim()
    const query = q ? { q } : {}
    void router.push({
      pathname: '/explore',
      query: { ...(router.pathname === '/explore' ? router.query : {}), ...query },
    })
  }
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ flex: 1, minWidth: 0, maxWidth: 420 }}>
      <Box
        component="input"
        type="search"
        name="q"
        value={value}
        onChange={(event: { target: { value: string } }) => setValue(event.target.value)}
        placeholder="Search collections"
        aria-label="Search collections"
        enterKeyHint="search"
        autoComplete="off"
        sx={{
          width: '100%',
          height: 38,
          px: 1.75,
          border: '1px solid rgba(255,255,255,0.24)',
          borderRadius: 2,
          bgcolor: 'rgba(255,255,255,0.1)',
          color: 'secondary.main',
          font: 'inherit',
          fontSize: 15,
          outline: 'none',
          '&::placeholder': { color: 'rgba(255,255,255,0.7)', opacity: 1 },
          '&:focus-visible': { borderColor: 'secondary.main', bgcolor: 'rgba(255,255,255,0.16)' },
        }}
      />
    </Box>
  )
}
