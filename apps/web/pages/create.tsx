import { CreatePage } from '../src/features/create/CreatePage.tsx'
import { withMuiTheme } from '../src/shell/withMuiTheme.tsx'

export default withMuiTheme(CreatePage)
