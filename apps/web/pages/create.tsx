import { CreatePage } from '../src/features/create/CreatePage.tsx'

export default CreatePage
